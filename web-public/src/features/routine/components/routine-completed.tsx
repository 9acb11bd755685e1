import { BRAND } from "@movebreak/shared/brand";
import { hrefOf } from "@movebreak/shared/public-routes";
import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { completedLine, completedSummary } from "../utils/routine-display";

interface RoutineCompletedProps {
  heading: string;
  /** The location's title in title case ("Hip Pain"). */
  locationTitle: string;
  count: number;
  onRetry: () => void;
  focusRef: Ref<HTMLHeadingElement>;
}

/** The end of a run: praise, what was done, and where to go next. */
export function RoutineCompleted({ heading, locationTitle, count, onRetry, focusRef }: RoutineCompletedProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
      <h1 className="text-sm font-bold tracking-wide text-brand-800 uppercase">{heading}</h1>
      <span className="mt-6 rounded-full ring-8 ring-brand-100">
        <CheckIcon className="h-20 w-20" />
      </span>
      <h2
        ref={focusRef}
        tabIndex={-1}
        className="mt-6 text-4xl font-black tracking-tight focus:outline-none sm:text-5xl"
      >
        Amazing Work!
      </h2>
      <p className="mt-4 text-lg text-pretty text-ink/75">{completedLine(count, locationTitle)}</p>

      <div className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <p className="text-lg font-extrabold">Routine Complete</p>
        <p className="mt-1 text-ink/70">{completedSummary(count)}</p>
      </div>

      <div className="mt-8 flex w-full flex-col items-center justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          Try Again
        </button>
        <a href={hrefOf("movements")} className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          Browse More
        </a>
      </div>

      <p className="mt-8 text-ink/75">
        Want a nudge like this every hour?{" "}
        <a
          href={hrefOf("home")}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline decoration-brand-500 decoration-2 underline-offset-2 hover:text-ink"
        >
          {`Discover the ${BRAND.name} app`}
          <ArrowRightIcon />
        </a>
      </p>
    </div>
  );
}
