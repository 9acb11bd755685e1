import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { cn } from "@/lib/cn";
import { formatDateTime, shortRunId } from "../utils/format";
import { actorOf, isFailureEvent, runIdOf } from "../utils/history";

/** The events in seq order; each is a button that selects it. */
export function EventTimeline({
  events,
  selectedSeq,
  onSelect,
}: {
  events: HistoryEvent[];
  selectedSeq: number | null;
  onSelect: (event: HistoryEvent) => void;
}) {
  return (
    <ol className="divide-y divide-slate-100">
      {events.map((event) => {
        const selected = event.seq === selectedSeq;
        const runId = runIdOf(event);
        const failure = isFailureEvent(event);
        return (
          <li key={event.seq}>
            <button
              type="button"
              onClick={() => onSelect(event)}
              aria-current={selected ? "true" : undefined}
              className={cn(
                "flex w-full flex-col gap-0.5 px-3 py-2 text-left text-sm transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-slate-900",
                selected ? "bg-brand-50 ring-1 ring-brand-400 ring-inset" : "hover:bg-slate-50",
              )}
            >
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-mono text-slate-500 text-xs tabular-nums">#{event.seq}</span>
                <span className={cn("font-medium", failure ? "text-red-700" : "text-slate-900")}>{event.type}</span>
                {runId ? <code className="font-mono text-slate-500 text-xs">{shortRunId(runId)}</code> : null}
              </span>
              <span className="flex flex-wrap gap-x-3 text-slate-500 text-xs">
                <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                <span>by {actorOf(event)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
