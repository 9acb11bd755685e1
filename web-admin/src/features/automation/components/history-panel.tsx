import type { AutomationStatus, HistoryEvent } from "@movebreak/shared/contracts/automation";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type EventsFilters, getAutomationEventsDownloadUrl } from "../api/get-automation-events";
import { useAutomationStateAt } from "../api/get-automation-state-at";
import { useEventTimeline } from "../hooks/use-event-timeline";
import { useSelectedTransition } from "../hooks/use-selected-transition";
import { runIdOf } from "../utils/history";
import { Card, EmptyState } from "./card";
import { EventFilters } from "./event-filters";
import { EventTimeline } from "./event-timeline";
import { QueryError } from "./query-error";
import { RunStepper } from "./run-stepper";
import { StateAtView } from "./state-at-view";
import { Badge } from "./status-badge";

// The graph layout library loads with the History tab, not with the admin app.
const MachineDiagram = lazy(() => import("./machine-diagram").then((module) => ({ default: module.MachineDiagram })));

/** Replay and audit: the event timeline, the state at any event, a run step by step, the statechart. */
export function HistoryPanel({
  status,
  initialFilters = {},
}: {
  status: AutomationStatus | undefined;
  initialFilters?: EventsFilters;
}) {
  const [filters, setFilters] = useState<EventsFilters>(initialFilters);
  const [selected, setSelected] = useState<HistoryEvent | null>(null);
  const running = status?.status === "running";
  const timeline = useEventTimeline(filters, running);
  const stateAt = useAutomationStateAt(selected?.seq ?? null);
  const selectedRunId = selected ? runIdOf(selected) : null;
  const transition = useSelectedTransition(selected);

  const machineValue = selected
    ? (stateAt.data?.machine.value ?? null)
    : status
      ? { lifecycle: status.status, workflow: status.currentStepName ?? "idle" }
      : null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">History</h3>
          {timeline.following ? <Badge tone="brand">Live</Badge> : null}
          <span className="text-slate-600 text-sm">
            {timeline.events.length} {timeline.events.length === 1 ? "event" : "events"} shown
          </span>
        </div>
        <a href={getAutomationEventsDownloadUrl()} download className={buttonClasses("outline", "min-h-9 px-3")}>
          Download History JSON
        </a>
      </div>

      <Card>
        <EventFilters
          initial={initialFilters}
          onApply={(next) => {
            setFilters(next);
            setSelected(null);
          }}
        />
      </Card>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Event timeline" className="flex min-w-0 flex-col gap-2">
          {timeline.isPending ? (
            <Spinner label="Loading events..." showLabel />
          ) : timeline.error ? (
            <QueryError error={timeline.error} fallback="Failed to fetch automation events" />
          ) : timeline.events.length === 0 ? (
            <EmptyState title="No events" hint="Nothing matches these filters yet" />
          ) : (
            <div className="relative h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white lg:h-[32rem]">
              <EventTimeline events={timeline.events} selectedSeq={selected?.seq ?? null} onSelect={setSelected} />
            </div>
          )}
          {running && timeline.hasMore ? (
            <p className="text-slate-600 text-xs">New events are followed live once the timeline is read to the end.</p>
          ) : null}
          {timeline.hasMore ? (
            <Button variant="outline" onClick={() => timeline.loadMore()} disabled={timeline.isLoadingMore}>
              {timeline.isLoadingMore ? "Loading..." : "Load More Events"}
            </Button>
          ) : null}
        </section>

        <div className="flex min-w-0 flex-col gap-5">
          {selected ? (
            <>
              {selectedRunId ? (
                <Card>
                  <RunStepper
                    runId={selectedRunId}
                    selectedSeq={selected.seq}
                    live={running && status?.currentRunId === selectedRunId}
                    onSelect={setSelected}
                  />
                </Card>
              ) : null}
              <Card>
                <StateAtView state={stateAt.data} isPending={stateAt.isPending} error={stateAt.error} />
              </Card>
            </>
          ) : (
            <EmptyState
              title="Select an event"
              hint="See the status, logs and metrics as they were right after it, and step through its run"
            />
          )}
        </div>
      </div>

      <Card>
        <h4 className="mb-3 font-semibold text-slate-900">State diagram</h4>
        <Suspense fallback={<Spinner label="Loading state diagram..." showLabel />}>
          <MachineDiagram
            value={machineValue}
            transition={stateAt.data ? transition : null}
            replayKey={selected?.seq}
            caption={
              selected
                ? `Highlighted: the machine right after event #${selected.seq}.`
                : "Highlighted: the machine now. Select an event to see it as it was then."
            }
          />
        </Suspense>
      </Card>
    </div>
  );
}
