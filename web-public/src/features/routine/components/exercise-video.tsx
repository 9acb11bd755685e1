import { useRef, useState } from "react";
import { ExerciseFallback } from "@/components/exercise/exercise-fallback";
import { SceneGuide } from "@/components/exercise/scene-guide";
import { useInView } from "@/hooks/use-in-view";

interface ExerciseVideoProps {
  /** The clip; null when the workout has none (its demonstration is drawn, no video requested), undefined while unknown. */
  src: string | null | undefined;
  /** The exercise's name, shown on the fallback. */
  title: string;
  /** The routine's location: its place (the scene of its card and hero) is where the person performs. */
  locationId?: string | undefined;
  /** The move's movement id (its instructions'): its own drawing when it has one. */
  movement?: string | undefined;
}

/**
 * A looping, muted clip of one exercise in a box whose size is reserved up
 * front, so nothing shifts when it loads. The clip is only requested once the
 * box is near the viewport. Until it has a frame to show, for good when it
 * cannot load, and always for a workout without a clip (the seed ships none),
 * the box shows the designed fallback: the exercise's name and its animated
 * demonstration. Never a broken video box, and never a request for a clip that
 * does not exist.
 */
export function ExerciseVideo({ src, title, locationId, movement }: ExerciseVideoProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef);
  const [readySrc, setReadySrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ready = !!src && readySrc === src;
  const failed = !!src && failedSrc === src;

  return (
    <div
      ref={boxRef}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 via-brand-50 to-white shadow-lg ring-1 ring-ink/10"
    >
      {!ready &&
        (locationId && title ? (
          <SceneGuide
            locationId={locationId}
            title={title}
            movement={movement}
            state={failed ? "unavailable" : "waiting"}
            size="lg"
          />
        ) : (
          <ExerciseFallback title={title} unavailable={failed} />
        ))}
      {inView && src && !failed && (
        <video
          key={src}
          src={src}
          aria-label={title ? `${title} demonstration` : "Exercise demonstration"}
          muted
          playsInline
          loop
          autoPlay
          preload="auto"
          onLoadedData={() => setReadySrc(src)}
          onError={() => setFailedSrc(src)}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${ready ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}
