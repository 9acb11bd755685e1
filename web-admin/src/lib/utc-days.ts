const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) a moment falls on. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** "Nov 3" for a YYYY-MM-DD UTC day. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The last `days` UTC days ending on `today`, both ends included: [today - (days - 1), today]. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(today.getTime() - (days - 1) * DAY_MS)), to: dayOf(today) };
}
