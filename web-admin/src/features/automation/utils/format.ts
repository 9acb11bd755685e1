import { STEP_NAMES } from "@movebreak/shared/automation";

export const TOTAL_STEPS = STEP_NAMES.length;

// Defined beside the events' words, which the server's console shares.
export { formatSeconds, shortRunId, stepLabel } from "@movebreak/shared/describe-event";

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString();
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Minutes as "90 min (1.5 h)". */
export function formatMinutesAndHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${formatNumber(minutes)} min (${formatNumber(hours)} h)`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString(undefined, { maximumFractionDigits: 1 });
}

/** The countdown to `target`: "4m 05s", or null when due or past. */
export function countdownText(target: Date, now: Date): string | null {
  const totalSeconds = Math.ceil((target.getTime() - now.getTime()) / 1000);
  if (totalSeconds <= 0) return null;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}

/** A bucket's start as a short UTC label: "Nov 3" by day, "Nov 3 14:00" by hour. */
export function bucketLabel(iso: string, bucket: "hour" | "day"): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  if (bucket === "day") return day;
  return `${day} ${String(date.getUTCHours()).padStart(2, "0")}:00`;
}
