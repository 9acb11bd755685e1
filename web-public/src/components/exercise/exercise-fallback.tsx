import { ExerciseDemonstration } from "./exercise-demonstration";

interface ExerciseFallbackProps {
  /** The exercise's name; empty while it is not known yet. */
  title: string;
  /** True once the clip has failed for good (kept as data-state for styling and tests). */
  unavailable: boolean;
}

// In a player the person fills most of the box, standing on its floor (a small figure in a ring read as an
// icon, not as someone to follow).
const STAGE = "aspect-square h-[76%] max-h-96 min-h-0 rounded-[2rem] bg-white/70 ring-1 ring-brand-200/70";

/**
 * What an exercise box shows instead of a clip: the exercise's name and its
 * drawn demonstration (a figure in the movement's poses, looping). Fills its
 * (relatively positioned) box.
 */
export function ExerciseFallback({ title, unavailable }: ExerciseFallbackProps) {
  return (
    <div
      role="img"
      aria-label={title ? `${title}: animated guide` : "Animated exercise guide"}
      data-state={unavailable ? "unavailable" : "waiting"}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center sm:gap-4 sm:p-6"
    >
      <div className={`flex items-center justify-center overflow-hidden text-brand-700 ${STAGE}`}>
        {title ? (
          <ExerciseDemonstration title={title} className="h-[94%] w-[94%] [&>svg]:h-full [&>svg]:w-full" />
        ) : (
          // The exercise is not known yet: someone breathing calmly while it loads.
          <ExerciseDemonstration title="Breathe" className="h-28 w-28 sm:h-32 sm:w-32 [&>svg]:h-full [&>svg]:w-full" />
        )}
      </div>
      {title && (
        <p className={`font-extrabold tracking-tight text-balance text-ink max-w-xs text-lg sm:text-xl`}>{title}</p>
      )}
    </div>
  );
}
