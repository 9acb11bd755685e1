import { ExerciseDemonstration } from "./exercise-demonstration";

interface ExerciseFallbackProps {
  /** The exercise's name; empty while it is not known yet. */
  title: string;
  /** True once the clip has failed for good (kept as data-state for styling and tests). */
  unavailable: boolean;
  /** "lg" fills a player; "sm" fits a preview card. */
  size?: "sm" | "lg";
}

// In a player the person fills most of the box, standing on its floor (a small figure in a ring read as an
// icon, not as someone to follow); a preview card keeps the ring.
const sizes = {
  lg: {
    ring: "aspect-square h-[76%] max-h-96 min-h-0 rounded-[2rem] bg-white/70 ring-1 ring-brand-200/70",
    figure: "h-28 w-28 sm:h-32 sm:w-32",
    title: "max-w-xs text-lg sm:text-xl",
  },
  sm: {
    ring: "h-28 w-28 rounded-full bg-white/80 shadow-inner ring-1 ring-brand-200",
    figure: "h-20 w-20",
    title: "max-w-[16rem] text-base",
  },
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
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center sm:gap-4 sm:p-6"
    >
      <div className={`flex items-center justify-center overflow-hidden text-brand-700 ${s.ring}`}>
        {title ? (
          <ExerciseDemonstration title={title} className="h-[94%] w-[94%] [&>svg]:h-full [&>svg]:w-full" />
        ) : (
          // The exercise is not known yet: someone breathing calmly while it loads.
          <ExerciseDemonstration title="Breathe" className={`${s.figure} [&>svg]:h-full [&>svg]:w-full`} />
        )}
      </div>
      {title && <p className={`font-extrabold tracking-tight text-balance text-ink ${s.title}`}>{title}</p>}
    </div>
  );
}
