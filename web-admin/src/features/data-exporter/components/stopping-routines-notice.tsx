import type { StoppingRoutines } from "@movebreak/shared/contracts/admin";
import { useId } from "react";

/** The one public address a shared routine is opened at. */
const tryPath = (key: string) => `/try/${encodeURIComponent(key)}`;

/**
 * The shared routines a change would stop: imports never delete them, but without their location or
 * exercises their links answer "not found". Named (the first few, as the server lists them, then how many
 * more) so the operator knows whose links break.
 */
export function StoppingRoutinesNotice({ routines }: { routines: StoppingRoutines }) {
  const headingId = useId();
  const more = routines.count - routines.listed.length;
  const noun = routines.count === 1 ? "shared routine" : "shared routines";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <h3 id={headingId} className="font-medium text-red-800 text-sm">
        {routines.count} {noun} will stop playing
      </h3>
      <p className="text-red-900 text-sm">
        {routines.count === 1 ? "Its link shows" : "Their links show"} &ldquo;not found&rdquo; until a restore puts back
        what {routines.count === 1 ? "it plays" : "they play"}:
      </p>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1 text-sm">
        {routines.listed.map((routine) => (
          <li key={routine.key} className="flex min-w-0 flex-col sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
            <span className="font-medium text-slate-900">{routine.title}</span>
            <a
              href={tryPath(routine.key)}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all font-mono text-red-800 text-xs underline hover:text-red-950"
            >
              {tryPath(routine.key)}
            </a>
          </li>
        ))}
        {more > 0 ? <li className="text-red-900">and {more} more</li> : null}
      </ul>
    </section>
  );
}
