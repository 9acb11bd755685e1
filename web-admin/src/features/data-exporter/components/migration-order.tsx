import { useId } from "react";
import { DATA_TYPE_INFO, MIGRATION_ORDER } from "../data-types";
import { StepBadge } from "./step-badge";

/** The recommended order, stated before anything can be imported (admin spec sections 2 and 9). */
export function MigrationOrder() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <h2 id={headingId} className="font-semibold text-brand-950">
        Recommended migration order
      </h2>
      <ol className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
        {MIGRATION_ORDER.map((type, index) => (
          <li key={type} className="flex items-center gap-2 font-medium text-slate-900">
            <StepBadge step={index + 1} className="bg-brand-500 text-brand-950" />
            {DATA_TYPE_INFO[type].label}
            {index < MIGRATION_ORDER.length - 1 ? (
              <span aria-hidden="true" className="hidden text-brand-700 sm:inline">
                →
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-slate-700 text-sm">
        Import locations first, then workouts, then location content: workouts and location content refer to their
        location, and a record whose location is missing is refused.
      </p>
    </section>
  );
}
