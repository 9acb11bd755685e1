import { ExerciseDemonstration } from "./exercise-demonstration";
import { ExerciseFigure } from "./exercise-figure";

interface ExerciseFallbackProps {
  /** The exercise's name; empty while it is not known yet. */
  title: string;
  /** True once the clip has failed for good (kept as data-state for styling and tests). */
  unavailable: boolean;
  /** "lg" fills a player; "sm" fits a preview card. */
  size?: "sm" | "lg";
}

const sizes = {
  lg: {
    ring: "h-40 w-40 sm:h-60 sm:w-60",
    figure: "h-28 w-20 sm:h-32 sm:w-24",
    title: "max-w-xs text-lg sm:text-xl",
  },
  sm: { ring: "h-28 w-28", figure: "h-20 w-14", title: "max-w-[16rem] text-base" },
} as const;

/**
 * What an exercise box shows instead of a clip: the exercise's name and its
 * drawn demonstration (a figure in the movement's poses, looping). Fills its
 * (relatively positioned) box.
 */
export function ExerciseFallback({ title, unavailable, size = "lg" }: ExerciseFallbackProps) {
  const s = sizes[size];
  return (
    <div
      role="img"
      aria-label={title ? `${title}: animated guide` : "Animated exercise guide"}
      data-state={unavailable ? "unavailable" : "waiting"}
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <div
        className={`flex items-center justify-center overflow-hidden rounded-full bg-white/80 text-brand-700 shadow-inner ring-1 ring-brand-200 ${s.ring}`}
      >
        {title ? (
          <ExerciseDemonstration title={title} className="h-[88%] w-[88%] [&>svg]:h-full [&>svg]:w-full" />
        ) : (
          <ExerciseFigure className={s.figure} />
        )}
      </div>
      {title && <p className={`font-extrabold tracking-tight text-balance text-ink ${s.title}`}>{title}</p>}
    </div>
  );
}
