import { useNow } from "../hooks/use-now";
import { countdownText, formatTime } from "../utils/format";

/** 'Next run in' minutes and seconds, ticking every second; 'Starting soon...' once due. */
export function NextRunCountdown({ nextRunAt, runInProgress }: { nextRunAt: string | null; runInProgress: boolean }) {
  const now = useNow(1_000, nextRunAt !== null);
  const remaining = nextRunAt ? countdownText(new Date(nextRunAt), now) : null;
  const text = remaining ?? (runInProgress && !nextRunAt ? "After the current run" : "Starting soon...");
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <p className="font-medium text-sky-900 text-sm">Next run in</p>
      <p className="mt-1 font-semibold text-2xl text-sky-950 tabular-nums" aria-live="off">
        {text}
      </p>
      {nextRunAt ? (
        <p className="mt-1 text-sky-800 text-xs">
          Scheduled for <time dateTime={nextRunAt}>{formatTime(nextRunAt)}</time>
        </p>
      ) : null}
    </div>
  );
}
