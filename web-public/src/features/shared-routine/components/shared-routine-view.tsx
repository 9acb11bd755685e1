import { BRAND } from "@movebreak/shared/brand";
import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { hrefOf } from "@movebreak/shared/public-routes";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon } from "@/components/ui/icons";
import { scrollToTop } from "@/lib/scroll";
import { sharedRoutineDescription, sharedRoutineTitle } from "../utils/shared-routine-display";

/**
 * A loaded shared routine: its title, the embedded player (`player`, an island the route hands in), its
 * description and the way home.
 */
export function SharedRoutineView({ routine, player }: { routine: SharedRoutineResponse; player: ReactNode }) {
  const count = routine.workouts?.length ?? 0;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Shared routine</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">
          {sharedRoutineTitle(routine)}
        </h1>
        {count > 0 && (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-ink/10">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-500" />
            {`${count} ${count === 1 ? "exercise" : "exercises"}`}
          </p>
        )}

        <div className="mt-8 w-full">{player}</div>

        <p className="mt-8 max-w-xl text-lg text-pretty text-ink/75">{sharedRoutineDescription(routine)}</p>

        {count > 0 && (
          <div className="mt-8 w-full max-w-md text-left">
            <h2 className="text-sm font-semibold tracking-wider text-ink/60 uppercase">In this routine</h2>
            <ol className="mt-3 divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
              {routine.workouts.map((workout, index) => (
                <li key={workout.id} className="flex items-center gap-3 px-4 py-3">
                  <span
                    aria-hidden="true"
                    className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  >
                    {index + 1}
                  </span>
                  <span className="font-semibold">{workout.title}</span>
                </li>
              ))}
            </ol>
          </div>
        )}

        <Link
          to={hrefOf("home")}
          onClick={scrollToTop}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-800 underline decoration-brand-500 decoration-2 underline-offset-4 hover:text-ink"
        >
          {`Discover ${BRAND.name}`}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
