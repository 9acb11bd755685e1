import { useRef, useState } from "react";
import { LocationSceneArt } from "@/components/exercise/location-scene-art";
import { SceneGuide } from "@/components/exercise/scene-guide";
import { useInView } from "@/hooks/use-in-view";
import { usePreviewClip } from "@/lib/api/get-embed-location";

interface PreviewVideoProps {
  /** The embed location whose first clip plays (armsOnly, funKicks, hipPain). */
  locationId: string;
  /** The routine's name, for the spinner and the video's label. */
  label: string;
}

type ClipOutcome = { src: string; state: "ready" | "failed" };

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="absolute inset-0 flex items-center justify-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className="sr-only">Loading {label} video</span>
    </div>
  );
}

function Unavailable() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-stone-100 p-6 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-ink/50" fill="none" stroke="currentColor">
        <rect x="3" y="6" width="13" height="12" rx="2" strokeWidth="2" />
        <path d="M16 10l5-3v10l-5-3" strokeWidth="2" strokeLinejoin="round" />
        <path d="M3 3l18 18" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="font-semibold text-ink/75">Video unavailable</p>
    </div>
  );
}

/**
 * A looping, muted preview of a routine's first exercise. The clip's address
 * is only read once the box is near the viewport, a spinner shows until the
 * clip has a frame (over the routine's scene), "Video unavailable" shows when
 * the read fails (not OK, or no workouts), and the exercise's figure in that
 * scene stands in when the workout has no clip (the seed ships none; no video
 * is requested) or the clip itself cannot play. The box keeps its size.
 */
export function PreviewVideo({ locationId, label }: PreviewVideoProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef);
  const { data: clip, isError } = usePreviewClip(locationId, inView);
  const [outcome, setOutcome] = useState<ClipOutcome | null>(null);
  const src = clip?.videoUrl ?? null;
  const state = src && outcome?.src === src ? outcome.state : "loading";

  return (
    <div
      ref={boxRef}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-ink/10"
    >
      {/* The routine's place (its card's scene) fills the box while the clip loads; the figure joins it if the clip fails. */}
      <LocationSceneArt locationId={locationId} className="absolute inset-0" />
      {isError ? (
        <Unavailable />
      ) : (clip && clip.videoUrl === null) || state === "failed" ? (
        <SceneGuide
          locationId={locationId}
          title={clip?.title || label}
          state={state === "failed" ? "unavailable" : "drawn"}
        />
      ) : (
        <>
          {clip && src && (
            <video
              key={src}
              src={src}
              aria-label={`${label}: ${clip.title} demonstration`}
              muted
              playsInline
              loop
              autoPlay
              preload="auto"
              onLoadedData={() => setOutcome({ src, state: "ready" })}
              onError={() => setOutcome({ src, state: "failed" })}
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${
                state === "ready" ? "opacity-100" : "opacity-0"
              }`}
            />
          )}
          {/* Only once the clip is being read: the server's HTML (and a page without JavaScript) shows the scene
              at rest, never a spinner that nothing will stop. */}
          {inView && state !== "ready" && <Spinner label={label} />}
        </>
      )}
    </div>
  );
}
