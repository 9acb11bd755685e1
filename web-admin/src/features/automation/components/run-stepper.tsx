import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getAutomationEventsDownloadUrl } from "../api/get-automation-events";
import { useAutomationRun } from "../api/get-automation-run";
import { formatSeconds, formatTime, shortRunId, stepLabel } from "../utils/format";
import { QueryError } from "./query-error";

/** One run: previous/next event within it, its outcome and step timings, and its download. */
export function RunStepper({
  runId,
  selectedSeq,
  live,
  onSelect,
}: {
  runId: string;
  selectedSeq: number;
  live: boolean;
  onSelect: (event: HistoryEvent) => void;
}) {
  const detail = useAutomationRun(runId, { live });
  if (detail.isPending) return <Spinner label="Loading the run..." showLabel />;
  if (detail.isError) return <QueryError error={detail.error} fallback="Failed to load the run" />;
  const { run, steps, events } = detail.data;
  const index = events.findIndex((event) => event.seq === selectedSeq);
  const previous = index > 0 ? events[index - 1] : undefined;
  const next = index >= 0 ? events[index + 1] : undefined;

  return (
    <section aria-label={`Run ${shortRunId(runId)}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">
          Run <code className="font-mono">{shortRunId(runId)}</code>
          <span className="ml-2 font-normal text-slate-600 text-sm">
            {run?.outcome ?? "running"}
            {run?.executionMs != null ? ` · ${formatSeconds(run.executionMs)}` : ""}
          </span>
        </h4>
        <a href={getAutomationEventsDownloadUrl(runId)} download className={buttonClasses("outline", "min-h-9 px-3")}>
          Download Run JSON
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={!previous} onClick={() => previous && onSelect(previous)}>
          <span aria-hidden="true">←</span> Previous Event
        </Button>
        <span className="text-slate-600 text-sm tabular-nums">
          {index >= 0 ? `Event ${index + 1} of ${events.length} in this run` : `${events.length} events in this run`}
        </span>
        <Button variant="outline" disabled={!next} onClick={() => next && onSelect(next)}>
          Next Event <span aria-hidden="true">→</span>
        </Button>
      </div>
      {run?.error ? <p className="text-red-700 text-sm">{run.error}</p> : null}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Step timings</caption>
          <thead className="bg-slate-50 text-slate-600 text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Step
              </th>
              {/* On a phone the start times give way, so the duration and outcome fit without scrolling. */}
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Started
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Duration
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Outcome
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {steps.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-3 text-slate-500">
                  No step timings yet
                </td>
              </tr>
            ) : (
              steps.map((step) => (
                <tr key={step.stepNumber}>
                  <th scope="row" className="px-3 py-1.5 font-normal sm:whitespace-nowrap">
                    {step.stepNumber}. {stepLabel(step.step)}
                  </th>
                  <td className="hidden whitespace-nowrap px-3 py-1.5 text-slate-600 sm:table-cell">
                    {formatTime(step.startedAt)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {step.durationMs === null ? "-" : formatSeconds(step.durationMs)}
                  </td>
                  <td className={step.outcome === "failed" ? "px-3 py-1.5 text-red-700" : "px-3 py-1.5"}>
                    {step.outcome ?? "running"}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
