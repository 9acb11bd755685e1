import { addDays, dayOf } from "@movebreak/shared/utc-day";

export { dayOf };

/** "Nov 3" for a YYYY-MM-DD UTC day. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The last `days` UTC days ending on `today`, both ends included: [today - (days - 1), today]. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const to = dayOf(today);
  return { from: addDays(to, 1 - days), to };
}
