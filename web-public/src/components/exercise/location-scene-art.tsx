import { locationArtwork, sceneWithSlot } from "@movebreak/shared/demonstrations/location-scene";
import { useEffect, useMemo, useRef } from "react";
import { animateDemonstration } from "@/lib/animate-demonstration";
import { toReact } from "./exercise-demonstration";

interface LocationSceneArtProps {
  /** The location whose place is drawn (its card's scene: a park, a café...). */
  locationId: string;
  /** The exercise its figure performs, looping; none draws the place empty (while a clip loads). */
  title?: string;
  /** The move's movement id (its instructions'): its own drawing when it has one. */
  movement?: string | undefined;
  className?: string;
}

/**
 * A location's scene filling a 4:3 box (the same drawing as its card, shared/src/demonstrations), with
 * the exercise's figure moving in it. Decorative: the box around it names the exercise.
 */
export function LocationSceneArt(props: LocationSceneArtProps) {
  // Another place or exercise is another drawing, with its own animations.
  return <SceneArt key={`${props.locationId} ${props.title ?? ""} ${props.movement ?? ""}`} {...props} />;
}

function SceneArt({ locationId, title, movement, className = "" }: LocationSceneArtProps) {
  const drawing = useMemo(
    () => toReact(title ? locationArtwork(locationId, 400, title, movement) : sceneWithSlot(locationId, 400).scene),
    [locationId, title, movement],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const figure = box.current?.querySelector("svg [data-ms]");
    return figure ? animateDemonstration(figure) : undefined;
  }, []);
  return (
    <div ref={box} aria-hidden="true" className={`[&>svg]:h-full [&>svg]:w-full ${className}`}>
      {drawing}
    </div>
  );
}
