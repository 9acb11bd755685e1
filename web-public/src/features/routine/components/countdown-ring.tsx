import { ROUTINE } from "@movebreak/shared/constants";

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The seconds left of the current exercise, inside a ring that empties as they run out. */
export function CountdownRing({ secondsLeft }: { secondsLeft: number }) {
  const share = Math.max(0, Math.min(1, secondsLeft / ROUTINE.secondsPerExercise));
  return (
    <div className="relative h-28 w-28 shrink-0">
      <svg aria-hidden="true" viewBox="0 0 100 100" className="h-full w-full -rotate-90">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" className="stroke-ink/10" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          className="stroke-brand-500 transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none"
        />
      </svg>
      <p role="timer" aria-label="Seconds left" className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl leading-none font-black tabular-nums">{secondsLeft}</span>
        <span className="mt-1 text-xs font-semibold tracking-wide text-ink/60 uppercase">seconds</span>
      </p>
    </div>
  );
}
