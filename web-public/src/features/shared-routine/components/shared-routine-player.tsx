import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { useMovebreakPlayer } from "@/hooks/use-movebreak-player";

/**
 * The embed player in shared-key mode (MovebreakPlayer.create(el, { sharedKey })), given the routine
 * the page has already read so it is not read a second time.
 */
export function SharedRoutinePlayer({ routineKey, routine }: { routineKey: string; routine: SharedRoutineResponse }) {
  const { containerRef, status } = useMovebreakPlayer({ options: { sharedKey: routineKey, routine } });
  return (
    <div className="flex w-full flex-col items-center">
      <div
        ref={containerRef}
        data-testid="shared-routine-player"
        aria-busy={status === "loading"}
        className="flex w-full max-w-full justify-center overflow-hidden"
      />
      {status === "loading" && <p className="py-10 text-sm text-ink/60">Loading player...</p>}
      {status === "error" && (
        <p className="rounded-2xl bg-white px-6 py-10 text-ink/70 ring-1 ring-ink/10">
          The player could not be loaded. Please refresh the page.
        </p>
      )}
    </div>
  );
}
