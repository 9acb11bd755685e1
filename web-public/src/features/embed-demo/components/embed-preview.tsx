import { useMovebreakPlayer } from "@/hooks/use-movebreak-player";
import { type EmbedSettings, embedAttributes } from "../utils/embed-code";
import { PreviewBox } from "./preview-box";

/**
 * The player as an embedder's page would show it: an element with the
 * generated data attributes, filled by the player script (loaded on demand).
 * Every option change re-creates it.
 */
function LivePlayer({ locationId, settings }: { locationId: string; settings: EmbedSettings }) {
  const width = settings.width.trim();
  const { containerRef, status } = useMovebreakPlayer({
    options: {
      location: locationId,
      showBranding: settings.showBranding,
      autoplay: settings.autoplay,
      ...(width ? { width } : {}),
    },
    attributes: embedAttributes(locationId, settings),
  });
  return (
    <>
      <div ref={containerRef} data-testid="embed-preview" className="flex w-full justify-center" />
      {status === "loading" && <p className="py-8 text-center text-sm text-ink/60">Loading player...</p>}
      {status === "error" && (
        <p className="py-8 text-center text-sm text-ink/70">The player could not be loaded. Please refresh the page.</p>
      )}
    </>
  );
}

export function EmbedPreview({ locationId, settings }: { locationId: string | null; settings: EmbedSettings }) {
  return (
    <PreviewBox title="Live preview">
      {locationId ? (
        <LivePlayer locationId={locationId} settings={settings} />
      ) : (
        <p className="py-8 text-center text-ink/60">Select a routine to see it here.</p>
      )}
    </PreviewBox>
  );
}
