import type { ActivityLogEntry } from "@movebreak/shared/contracts/automation";
import { cn } from "@/lib/cn";
import { formatDateTime, formatSeconds, shortRunId, stepLabel } from "../utils/format";
import { Badge } from "./status-badge";

const STATUS_DOT: Record<ActivityLogEntry["status"], string> = {
  completed: "bg-brand-500",
  failed: "bg-red-600",
  in_progress: "bg-sky-500 motion-safe:animate-pulse",
};

const STATUS_TEXT: Record<ActivityLogEntry["status"], string> = {
  completed: "Completed",
  failed: "Failed",
  in_progress: "In progress",
};

/** Activity log entries: 'Step N: name', badges, the message, the time and the short run id. */
export function ActivityLogList({ entries, className }: { entries: ActivityLogEntry[]; className?: string }) {
  return (
    <ul className={cn("divide-y divide-slate-100", className)}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex gap-3 px-1 py-3">
          <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", STATUS_DOT[entry.status])} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="font-medium text-slate-900 text-sm">
                {entry.stepNumber ? `Step ${entry.stepNumber}: ${stepLabel(entry.step)}` : entry.message}
              </p>
              <span className="sr-only">({STATUS_TEXT[entry.status]})</span>
              {entry.executionTimeMs !== null ? <Badge>{formatSeconds(entry.executionTimeMs)}</Badge> : null}
              {entry.landingPageId !== null ? <Badge tone="brand">Page #{entry.landingPageId}</Badge> : null}
            </div>
            <p
              className={cn(
                "mt-0.5 break-words text-sm",
                entry.status === "failed" ? "text-red-700" : "text-slate-600",
              )}
            >
              {entry.message}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-slate-500 text-xs">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              <span>
                Run <code className="font-mono">{shortRunId(entry.runId)}</code>
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
