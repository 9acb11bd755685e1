import type { AutomationStatus, HistoryEvent } from "@movebreak/shared/contracts/automation";
import { lazy, Suspense, useId, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { EventsFilters } from "@/lib/automation-events";
import { cn } from "@/lib/cn";
import { serverErrorMessage } from "@/lib/server-error-message";
import { getAdjacentEvent } from "../api/get-adjacent-event";
import { getAutomationEventsDownloadUrl, getLastEventAtOrBefore } from "../api/get-automation-events";
import { useAutomationStateAt } from "../api/get-automation-state-at";
import { useEventTimeline } from "../hooks/use-event-timeline";
import { useSelectedTransition } from "../hooks/use-selected-transition";
import { type DetailTab, EventDetail } from "./event-detail";
import { activeFilterCount, EventFilters } from "./event-filters";
import { EventTimeline } from "./event-timeline";
import { QueryError } from "./query-error";
import { Badge } from "./status-badge";

// The graph layout library loads with the diagram, not with the admin app.
const MachineDiagram = lazy(() => import("./machine-diagram").then((module) => ({ default: module.MachineDiagram })));

type View = "timeline" | "diagram";

/**
 * The list and the detail share one screen's height with the filters above them, each scrolling on its own
 * (the page does not grow with the history); the filters stay in view above the lists.
 */
const PANE_HEIGHT = "h-[calc(100dvh-9rem)] min-h-80 lg:h-[min(42rem,calc(100dvh-20rem))]";

/** datetime-local (the browser's zone) to an ISO instant, or null. */
function localToIso(local: string): string | null {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/**
 * Replay and audit (DESIGN.md section 5): every event of the automation, the page jobs and the admin,
 * newest first and live; one event's data, meta and the state as it was then; a step older or newer at a
 * time, a jump to a moment, a comparison of two moments, and the statechart where the machine was.
 */
export function HistoryPanel({
  status,
  initialFilters = {},
}: {
  status: AutomationStatus | undefined;
  initialFilters?: EventsFilters;
}) {
  const id = useId();
  const [filters, setFilters] = useState<EventsFilters>(initialFilters);
  const [selected, setSelected] = useState<HistoryEvent | null>(null);
  const [view, setView] = useState<View>("timeline");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [stepping, setStepping] = useState<"older" | "newer" | null>(null);
  const [notice, setNotice] = useState("");
  const [goTo, setGoTo] = useState("");
  const [detailTab, setDetailTab] = useState<DetailTab>("state");
  const timeline = useEventTimeline(filters, true);
  const stateAt = useAutomationStateAt(selected?.seq ?? null);
  const transition = useSelectedTransition(selected);
  const running = status?.status === "running";

  const applyFilters = (next: EventsFilters) => {
    setFilters(next);
    setSelected(null);
    setNotice("");
    // On a phone the filters cover the list: applying them shows the list again.
    setFiltersOpen(false);
  };
  const select = (event: HistoryEvent) => {
    setSelected(event);
    setNotice("");
  };
  const index = selected ? timeline.events.findIndex((event) => event.seq === selected.seq) : -1;
  const olderSeq =
    index >= 0 ? (timeline.events[index + 1]?.seq ?? null) : selected && selected.seq > 1 ? selected.seq - 1 : null;

  const step = async (direction: "older" | "newer") => {
    if (!selected) return;
    setStepping(direction);
    try {
      const next = await getAdjacentEvent(filters, selected.seq, direction);
      if (next) select(next);
      else setNotice(direction === "older" ? "This is the oldest event." : "This is the newest event.");
    } catch (error) {
      setNotice(serverErrorMessage(error, "Failed to load the next event"));
    } finally {
      setStepping(null);
    }
  };

  const travel = async () => {
    const at = localToIso(goTo);
    if (!at) return setNotice("Choose a date and time first.");
    try {
      const event = await getLastEventAtOrBefore(filters, at);
      if (event) select(event);
      else setNotice("No event at or before that time.");
    } catch (error) {
      setNotice(serverErrorMessage(error, "Failed to find the event at that time"));
    }
  };

  const machineValue = selected
    ? (stateAt.data?.machine.value ?? null)
    : status
      ? { lifecycle: status.status, workflow: status.currentStepName ?? "idle" }
      : null;
  const filterCount = activeFilterCount(filters);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">History</h3>
          {timeline.following ? <Badge tone="brand">Live</Badge> : null}
          <span className="text-slate-600 text-sm">
            {timeline.events.length.toLocaleString()} {timeline.events.length === 1 ? "event" : "events"} loaded
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex rounded-md border border-slate-300 p-0.5">
            <legend className="sr-only">View</legend>
            {(["timeline", "diagram"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  "min-h-8 rounded px-3 font-medium text-sm",
                  view === option ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {option === "timeline" ? "Timeline" : "State diagram"}
              </button>
            ))}
          </fieldset>
          <Button
            variant="outline"
            className="min-h-9 px-3 lg:hidden"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{filterCount > 0 ? ` (${filterCount})` : ""}
          </Button>
          <a href={getAutomationEventsDownloadUrl()} download className={buttonClasses("outline", "min-h-9 px-3")}>
            Download History JSON
          </a>
        </div>
      </div>

      <div className={cn("rounded-lg border border-slate-200 bg-white p-3 lg:block", filtersOpen ? "block" : "hidden")}>
        <EventFilters key={JSON.stringify(filters)} applied={filters} onApply={applyFilters} />
        <form
          aria-label="Time travel"
          className="mt-2 flex flex-wrap items-center gap-2 border-slate-100 border-t pt-2"
          onSubmit={(event) => {
            event.preventDefault();
            void travel();
          }}
        >
          <label htmlFor={`${id}-goto`} className="font-medium text-slate-700 text-sm">
            Go to a moment
          </label>
          <div className="w-60 max-w-full">
            <Input id={`${id}-goto`} type="datetime-local" value={goTo} onChange={(e) => setGoTo(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            Show the state then
          </Button>
        </form>
      </div>

      <p role="status" className={notice ? "text-slate-700 text-sm" : "sr-only"}>
        {notice}
      </p>

      {view === "diagram" ? (
        <Suspense fallback={<Spinner label="Loading state diagram..." showLabel />}>
          <MachineDiagram
            value={machineValue}
            transition={stateAt.data ? transition : null}
            replayKey={selected?.seq}
            caption={
              selected
                ? `Highlighted: the machine right after event #${selected.seq} (${selected.type}).`
                : "Highlighted: the machine now. Select an event to see it as it was then."
            }
          />
        </Suspense>
      ) : (
        <div className={cn("grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]", PANE_HEIGHT)}>
          <section
            aria-label="Event timeline"
            className={cn("min-h-0 flex-col gap-2", selected ? "hidden lg:flex" : "flex")}
          >
            {timeline.isPending ? (
              <Spinner label="Loading events..." showLabel />
            ) : timeline.error ? (
              <QueryError error={timeline.error} fallback="Failed to fetch automation events" />
            ) : timeline.events.length === 0 ? (
              <EmptyState
                title="No events"
                hint={filterCount > 0 ? "Nothing matches these filters yet" : "Nothing has happened yet"}
              />
            ) : (
              <EventTimeline
                className="min-h-0 flex-1"
                events={timeline.events}
                runOutcomes={timeline.runOutcomes}
                selectedSeq={selected?.seq ?? null}
                onSelect={select}
                hasOlder={timeline.hasOlder}
                loadingOlder={timeline.isLoadingOlder}
                onLoadOlder={() => void timeline.loadOlder()}
              />
            )}
          </section>
          <div
            className={cn(
              "min-h-0 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-3 sm:p-4",
              selected ? "block" : "hidden lg:block",
            )}
          >
            {selected ? (
              <EventDetail
                key={selected.seq}
                event={selected}
                olderSeq={olderSeq}
                live={running}
                stepping={stepping}
                onStep={(direction) => void step(direction)}
                onSelect={select}
                onFilter={applyFilters}
                onClose={() => setSelected(null)}
                tab={detailTab}
                onTab={setDetailTab}
              />
            ) : (
              <EmptyState
                title="Select an event"
                hint="See its data, who did it, the status, logs and metrics as they were right after it, and step through time"
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
