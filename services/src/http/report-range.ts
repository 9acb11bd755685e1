import { addDays, dayOf, daysIn } from "@movebreak/shared/utc-day";
import { HttpError } from "./http-error";

/** The earliest day a report may start from (PostgreSQL's dates go further back, but no count does). */
const FIRST_DAY = "2000-01-01";

/**
 * The UTC days a report covers: [from, to] from its query, `to` today and `from` the `defaultDays` up to `to`
 * when left out. The contract checks a range given whole; this checks the ranges one end makes with a default,
 * and a start before any count could be (year 0001 passes an ISO-date check, then breaks the date arithmetic).
 */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  limits: { defaultDays: number; maxDays: number },
): { from: string; to: string; length: number } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? addDays(to, 1 - limits.defaultDays);
  const length = daysIn(from, to);
  if (length < 1) throw new HttpError(400, "from must not be after to");
  if (length > limits.maxDays) throw new HttpError(400, `The range may span at most ${limits.maxDays} days`);
  // A report also reads the period as long just before it (the comparison), so that one must start in time too.
  if (addDays(from, -length) < FIRST_DAY) throw new HttpError(400, `The range must start after ${FIRST_DAY}`);
  return { from, to, length };
}
