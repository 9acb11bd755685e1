import { STOPPED_AFTER_FAILURES } from "@movebreak/shared/describe-event";
import { Button } from "@/components/ui/button";

/** Why the automation stopped, in words (the stop reasons of AutomationStopped). */
export function stopReasonText(reason: string | null): string {
  switch (reason) {
    case "consecutive_failures":
      // The console's line for the same stop.
      return STOPPED_AFTER_FAILURES;
    case "max_run_time":
      return "Automation stopped when its max run time was reached";
    case "operator":
      return "Automation stopped by an operator";
    case null:
      return "Automation stopped after an error";
    default:
      return `Automation stopped: ${reason.replace(/_/g, " ")}`;
  }
}

/**
 * The Error state told plainly: why it stopped, that it stays stopped until started again, and the
 * way to the runs that failed.
 */
export function ErrorBanner({
  stopReason,
  onShowFailedRuns,
}: {
  stopReason: string | null;
  onShowFailedRuns: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-red-700">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.3h1.8v5.4H9.1V5.8Zm.9 8.7a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
        </svg>
        <div className="min-w-0">
          <p className="font-semibold text-red-900">{stopReasonText(stopReason)}</p>
          <p className="mt-0.5 text-red-800 text-sm">
            It stays stopped until you start it again: see what failed, fix the cause, then Start Automation.
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        onClick={onShowFailedRuns}
        className="shrink-0 border-red-300 text-red-900 hover:bg-red-100"
      >
        View Failed Runs
      </Button>
    </div>
  );
}
