import { ExerciseDemonstration } from "./exercise-demonstration";
import { ExerciseFigure } from "./exercise-figure";
import { LocationSceneArt } from "./location-scene-art";

interface ExerciseFallbackProps {
  /** The exercise's name; empty while it is not known yet. */
  title: string;
  /** True once the clip has failed for good (kept as data-state for styling and tests). */
  unavailable: boolean;
  /** "lg" fills a player; "sm" fits a preview card. */
  size?: "sm" | "lg";
  /** A 4:3 box of this location's: the figure performs in the location's scene, which fills the box. */
  locationId?: string;
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
export function ExerciseFallback({ title, unavailable, size = "lg", locationId }: ExerciseFallbackProps) {
  const s = sizes[size];
  if (locationId && title) {
    return (
      <div
        role="img"
        aria-label={`${title}: animated guide`}
        data-state={unavailable ? "unavailable" : "waiting"}
        className="absolute inset-0"
      >
        <LocationSceneArt locationId={locationId} title={title} className="absolute inset-0" />
        <p className="absolute top-3 left-3 max-w-[85%] truncate rounded-full bg-white/95 px-3 py-1 text-sm font-extrabold tracking-tight text-ink shadow-sm">
          {title}
        </p>
      </div>
    );
  }
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
