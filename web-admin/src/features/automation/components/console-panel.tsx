import type { ConsoleLine } from "@movebreak/shared/contracts/automation";
import { useLayoutEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useAutomationConsole } from "../api/get-automation-console";
import { formatNumber, formatSeconds, formatTime, shortRunId, TOTAL_STEPS } from "../utils/format";
import { QueryError } from "./query-error";
import { Badge, statusLabel } from "./status-badge";

const LEVEL_CLASS: Record<string, string> = {
  error: "text-red-400",
  warn: "text-amber-300",
};

/** Closer than this to the bottom counts as reading the newest lines. */
const TAIL_SLACK_PX = 24;

/**
 * Keeps a scroll box at its newest (last) lines as they arrive, as a terminal does, unless
 * the operator has scrolled up to read older ones; scrolling back down follows again.
 */
function useFollowTail(lastKey: number | undefined) {
  const boxRef = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest line changes
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [lastKey]);
  const onScroll = () => {
    const box = boxRef.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= TAIL_SLACK_PX;
  };
  return { boxRef, onScroll };
}

export function ConsolePanel() {
  const consoleQuery = useAutomationConsole();
  const { boxRef, onScroll } = useFollowTail(consoleQuery.data?.logs.at(-1)?.id);
  if (consoleQuery.isPending) return <Spinner label="Loading console..." showLabel />;
  if (consoleQuery.isError) return <QueryError error={consoleQuery.error} fallback="Failed to fetch console" />;
  const { status, timestamp, logs } = consoleQuery.data;
  const live = status.status === "running";

  return (
    <section aria-labelledby="automation-console-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="automation-console-heading" className="font-semibold text-slate-900">
            Console
          </h3>
          <Badge tone={live ? "brand" : "slate"}>{live ? "Live" : "Stopped"}</Badge>
          <span className="text-slate-600 text-sm">
            {logs.length} {logs.length === 1 ? "entry" : "entries"}
          </span>
        </div>
        <p className="text-slate-500 text-xs">Updates every 2 seconds</p>
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-800 bg-slate-950 font-mono text-xs">
        {logs.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-400">No console activity</p>
        ) : (
          <ol
            ref={boxRef}
            onScroll={onScroll}
            className="relative h-96 overflow-y-auto p-3"
            aria-label="Console output"
          >
            {logs.map((line) => (
              <ConsoleRow key={line.id} line={line} />
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-1 border-slate-800 border-t bg-slate-900 px-3 py-2 text-slate-300">
          <span>Status: {statusLabel(status.status)}</span>
          <span>
            Step {status.currentStep}/{TOTAL_STEPS}
          </span>
          <span>
            {status.remainingTimeMinutes !== null
              ? `${formatNumber(status.remainingTimeMinutes)} min left`
              : status.maxRunTimeMinutes === null
                ? "No time limit"
                : "-"}
          </span>
          <span>
            Last update: <time dateTime={timestamp}>{formatTime(timestamp)}</time>
          </span>
        </div>
      </div>
    </section>
  );
}

function ConsoleRow({ line }: { line: ConsoleLine }) {
  const levelClass = LEVEL_CLASS[line.level] ?? "text-sky-300";
  return (
    <li
      data-level={line.level}
      className={cn(
        "flex flex-wrap gap-x-2 py-0.5 leading-5",
        line.level === "error" ? "text-red-200" : "text-slate-200",
      )}
    >
      <time dateTime={line.timestamp} className="text-slate-500">
        {formatTime(line.timestamp)}
      </time>
      <span className={cn("w-12 font-semibold uppercase", levelClass)}>{line.level}</span>
      {line.step ? <span className="text-slate-400">[{line.step}]</span> : null}
      <span className="min-w-0 basis-full break-words sm:flex-1 sm:basis-0">{line.message}</span>
      {line.executionTime !== null ? <span className="text-slate-400">{formatSeconds(line.executionTime)}</span> : null}
      {line.runId ? <span className="text-slate-500">{shortRunId(line.runId)}</span> : null}
    </li>
  );
}
