/** Days as the reports and counters keep them: UTC calendar days written YYYY-MM-DD. */
export const DAY_MS = 86_400_000;

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** How many days [from, to] spans, both included (0 or less when `from` is after `to`). */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The day `days` before the instant `now`: the first day of a window reaching back that far. */
export const daysBefore = (now: Date, days: number): string => dayOf(new Date(now.getTime() - days * DAY_MS));
