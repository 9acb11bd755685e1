import { LocationSceneArt } from "./location-scene-art";

/**
 * An exercise box without a playing clip: the person doing the exercise in the routine's own place (its card's
 * scene, filling the box), the exercise's name on a chip. `state` is kept as data-state for styling and tests
 * ("waiting" for a clip, "unavailable" once one failed, "drawn" where the workout has none).
 */
export function SceneGuide({
  locationId,
  title,
  movement,
  state,
  size = "sm",
}: {
  locationId: string;
  title: string;
  /** The move's movement id: its own drawing when it has one. */
  movement?: string | undefined;
  state: "waiting" | "unavailable" | "drawn";
  /** "lg" in a player, "sm" on a preview card. */
  size?: "sm" | "lg";
}) {
  return (
    <div role="img" aria-label={`${title}: animated guide`} data-state={state} className="absolute inset-0">
      <LocationSceneArt locationId={locationId} title={title} movement={movement} className="absolute inset-0" />
      <p
        className={`absolute top-3 left-3 max-w-[85%] truncate rounded-full bg-white/95 px-3 py-1 text-sm font-extrabold tracking-tight text-ink shadow-sm ${size === "lg" ? "sm:top-4 sm:left-4 sm:text-base" : ""}`}
      >
        {title}
      </p>
    </div>
  );
}
