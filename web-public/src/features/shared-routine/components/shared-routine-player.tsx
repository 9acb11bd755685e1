import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { useMovebreakPlayer } from "@/hooks/use-movebreak-player";

/**
 * The embed player in shared-key mode (MovebreakPlayer.create(el, { sharedKey })), given the routine
 * the page has already read so it is not read a second time.
 */
export function SharedRoutinePlayer({ routineKey, routine }: { routineKey: string; routine: SharedRoutineResponse }) {
  const { containerRef, status } = useMovebreakPlayer({ options: { sharedKey: routineKey, routine } });
  return (
    // The player's box is reserved before its script arrives (a 4:3 media box, a 156 px panel and the
    // 36 px branding bar at up to 400 px wide), so nothing below it moves when it appears.
    <div className="relative flex w-full flex-col items-center [container-type:inline-size]">
      <div
        ref={containerRef}
        data-testid="shared-routine-player"
        aria-busy={status === "loading"}
        className="flex min-h-[calc(min(400px,100cqw)*0.75+192px)] w-full max-w-full justify-center overflow-hidden"
      />
      {status === "loading" && (
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-sm text-ink/60">Loading player...</p>
      )}
      {status === "error" && (
        <p className="absolute inset-x-0 top-1/2 mx-auto max-w-sm -translate-y-1/2 rounded-2xl bg-white px-6 py-10 text-ink/70 ring-1 ring-ink/10">
          The player could not be loaded. Please refresh the page.
        </p>
      )}
    </div>
  );
}
