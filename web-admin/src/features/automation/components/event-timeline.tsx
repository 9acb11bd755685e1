import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { eventSummaryOf } from "@movebreak/shared/describe-event";
import { observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { formatTime, shortRunId } from "../utils/format";
import { actorOf, isFailureEvent } from "../utils/history";
import { type RunOutcomes, type TimelineRow, timelineRows } from "../utils/timeline-rows";

const OUTCOME_TONE: Record<string, string> = {
  completed: "text-brand-800",
  failed: "text-red-700",
  aborted: "text-red-700",
  stopped: "text-amber-800",
  "in progress": "text-sky-800",
};

const UNMEASURED = { width: 600, height: 640 };

/** "page-job:2c9f..." -> "Page job 2c9f1a0b"; "admin-audit" -> "Admin". */
export function streamLabel(streamId: string): string {
  if (streamId.startsWith("page-job:")) return `Page job ${streamId.slice("page-job:".length, "page-job:".length + 8)}`;
  return streamId === "admin-audit" ? "Admin" : "Automation";
}

function EventRow({ event, inRun, selected }: { event: HistoryEvent; inRun: boolean; selected: boolean }) {
  const failure = isFailureEvent(event);
  const summary = eventSummaryOf(event);
  return (
    <span
      className={cn(
        "grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 py-1.5 pr-3 text-left text-sm",
        inRun ? "pl-6" : "pl-3",
        selected ? "bg-brand-50" : "",
      )}
    >
      <time dateTime={event.occurredAt} className="font-mono text-slate-500 text-xs tabular-nums leading-5">
        {formatTime(event.occurredAt)}
      </time>
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span className={cn("font-medium", failure ? "text-red-700" : "text-slate-900")}>{event.type}</span>
        <span className="text-slate-500 text-xs">
          #{event.seq} · {event.streamId === "automation" ? "" : `${streamLabel(event.streamId)} · `}
          {actorOf(event)}
        </span>
      </span>
      <span className="col-start-2 truncate text-slate-600 text-xs" title={summary}>
        {summary}
      </span>
    </span>
  );
}

function RunHeader({ row }: { row: Extract<TimelineRow, { kind: "run" }> }) {
  return (
    <div className="flex items-center gap-2 border-slate-200 border-t bg-slate-50 px-3 py-1 text-xs">
      <span className="font-semibold text-slate-700">
        Run <code className="font-mono">{shortRunId(row.runId)}</code>
      </span>
      <span className={OUTCOME_TONE[row.outcome]}>{row.outcome}</span>
    </div>
  );
}

/**
 * The events newest first in a list that scrolls by itself and renders only the rows in view (a run of
 * thousands of events stays light), grouped by run. Reaching the end loads older events.
 */
export function EventTimeline({
  events,
  runOutcomes,
  selectedSeq,
  onSelect,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  className,
}: {
  events: HistoryEvent[];
  /** How each run ended (from its end event, which the filters may hide). */
  runOutcomes?: RunOutcomes;
  selectedSeq: number | null;
  onSelect: (event: HistoryEvent) => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  className?: string;
}) {
  const rows = useMemo(() => timelineRows(events, runOutcomes), [events, runOutcomes]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === "run" ? 26 : 52),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 12,
    // Before the list is measured, and where it has no size (hidden, or a test's DOM without layout), it
    // renders a screenful of rows.
    initialRect: UNMEASURED,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : UNMEASURED)),
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];

  useEffect(() => {
    if (last && last.index >= rows.length - 8 && hasOlder && !loadingOlder) onLoadOlder();
  }, [last, rows.length, hasOlder, loadingOlder, onLoadOlder]);

  // A selection made elsewhere (step back, go to a time) is brought into view.
  useEffect(() => {
    if (selectedSeq === null) return;
    const index = rows.findIndex((row) => row.kind === "event" && row.event.seq === selectedSeq);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
  }, [selectedSeq, rows, virtualizer]);

  return (
    <div
      ref={scroller}
      className={cn(
        "relative overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white",
        className,
      )}
    >
      <ol aria-label="Events, newest first" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index] as TimelineRow;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === "run" ? (
                <RunHeader row={row} />
              ) : (
                <button
                  type="button"
                  onClick={() => onSelect(row.event)}
                  aria-current={row.event.seq === selectedSeq ? "true" : undefined}
                  aria-label={`#${row.event.seq} ${row.event.type}${row.inRun ? "" : ` ${streamLabel(row.event.streamId)}`} by ${actorOf(row.event)}: ${eventSummaryOf(row.event)}`}
                  className={cn(
                    "block w-full border-slate-100 border-b transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-slate-900",
                    row.event.seq === selectedSeq ? "ring-1 ring-brand-400 ring-inset" : "hover:bg-slate-50",
                  )}
                >
                  <EventRow event={row.event} inRun={row.inRun} selected={row.event.seq === selectedSeq} />
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {hasOlder ? (
        <div className="flex justify-center py-2">
          <button
            type="button"
            onClick={onLoadOlder}
            disabled={loadingOlder}
            className="rounded-md px-3 py-1.5 font-medium text-brand-800 text-xs hover:bg-brand-50 disabled:text-slate-500"
          >
            {loadingOlder ? "Loading older events..." : "Load older events"}
          </button>
        </div>
      ) : events.length > 0 ? (
        <p className="py-2 text-center text-slate-500 text-xs">The oldest event</p>
      ) : null}
    </div>
  );
}
