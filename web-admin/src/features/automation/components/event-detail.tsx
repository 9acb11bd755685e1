import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { eventSummaryOf } from "@movebreak/shared/describe-event";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import type { EventsFilters } from "@/lib/automation-events";
import { useAutomationStateAt } from "../api/get-automation-state-at";
import { formatDateTime } from "../utils/format";
import { actorOf, isFailureEvent, runIdOf } from "../utils/history";
import { streamLabel } from "./event-timeline";
import { RunStepper } from "./run-stepper";
import { StateAtView } from "./state-at-view";
import { StateDiffView } from "./state-diff-view";

export type DetailTab = "details" | "state" | "compare";

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h5 className="font-medium text-slate-800 text-sm">{label}</h5>
      <pre className="max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-xs leading-5">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/**
 * One event in full, and time travel from it: its data and meta, the status, logs and metrics as they were
 * right after it, what changed since the event before, and one step older or newer at a time.
 */
export function EventDetail({
  event,
  olderSeq,
  live,
  stepping,
  onStep,
  onSelect,
  onFilter,
  onClose,
  tab,
  onTab,
}: {
  event: HistoryEvent;
  /** The event just older under the filters (the default to compare with), when known. */
  olderSeq: number | null;
  live: boolean;
  stepping: "older" | "newer" | null;
  onStep: (direction: "older" | "newer") => void;
  onSelect: (event: HistoryEvent) => void;
  /** Narrows the timeline to this event's run or page job. */
  onFilter: (filters: EventsFilters) => void;
  /** Phones show the detail instead of the list: back to it. */
  onClose: () => void;
  /** The view open (kept while stepping from event to event). */
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
}) {
  const state = useAutomationStateAt(event.seq);
  const runId = event.streamId === "automation" ? runIdOf(event) : null;
  const requestId = typeof event.meta.requestId === "string" ? event.meta.requestId : null;

  return (
    <section aria-label={`Event #${event.seq}`} className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" className="min-h-9 px-2 lg:hidden" onClick={onClose}>
          <span aria-hidden="true">←</span> Events
        </Button>
        <h4 className={isFailureEvent(event) ? "font-semibold text-red-700" : "font-semibold text-slate-900"}>
          #{event.seq} {event.type}
        </h4>
      </div>
      <p className="text-slate-700 text-sm">{eventSummaryOf(event)}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">When</dt>
        <dd>
          <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
        </dd>
        <dt className="text-slate-500">Who</dt>
        <dd className="break-words">{actorOf(event)}</dd>
        <dt className="text-slate-500">Stream</dt>
        <dd className="break-all">
          {streamLabel(event.streamId)}{" "}
          <span className="text-slate-500">
            ({event.streamId}, version {event.version})
          </span>
        </dd>
        {requestId ? (
          <>
            <dt className="text-slate-500">Request</dt>
            <dd className="break-all font-mono text-xs leading-5">{requestId}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" className="min-h-9 px-3" disabled={stepping !== null} onClick={() => onStep("older")}>
          <span aria-hidden="true">↓</span> {stepping === "older" ? "Going back..." : "Older event"}
        </Button>
        <Button variant="outline" className="min-h-9 px-3" disabled={stepping !== null} onClick={() => onStep("newer")}>
          <span aria-hidden="true">↑</span> {stepping === "newer" ? "Going forward..." : "Newer event"}
        </Button>
        {runId ? (
          <Button variant="ghost" className="min-h-9 px-3" onClick={() => onFilter({ runId })}>
            Only this run
          </Button>
        ) : null}
        {event.streamId.startsWith("page-job:") ? (
          <Button variant="ghost" className="min-h-9 px-3" onClick={() => onFilter({ stream: event.streamId })}>
            Only this page job
          </Button>
        ) : null}
      </div>
      <Tabs
        label="Event views"
        selected={tab}
        onSelect={onTab}
        tabs={[
          {
            id: "state",
            label: "State then",
            panel: (
              <StateAtView state={state.data} isPending={state.isPending} error={state.error} selectedSeq={event.seq} />
            ),
          },
          {
            id: "details",
            label: "Data and meta",
            panel: (
              <div className="flex flex-col gap-3">
                <Json label="Data" value={event.data} />
                <Json label="Meta" value={event.meta} />
                {runId ? <RunStepper runId={runId} selectedSeq={event.seq} live={live} onSelect={onSelect} /> : null}
              </div>
            ),
          },
          {
            id: "compare",
            label: "Compare",
            panel: <StateDiffView key={event.seq} to={event.seq} defaultFrom={olderSeq} />,
          },
        ]}
      />
    </section>
  );
}
