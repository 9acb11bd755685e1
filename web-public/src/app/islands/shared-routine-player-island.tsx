import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { SharedRoutinePlayer } from "@/features/shared-routine/components/shared-routine-player";
import { useCountOpen } from "@/features/shared-routine/hooks/use-count-open";

/** /try/{key}'s island: the embedded player, and the open counted once it is on screen. */
export function SharedRoutinePlayerIsland({
  routineKey,
  routine,
}: {
  routineKey: string;
  routine: SharedRoutineResponse;
}) {
  useCountOpen(routineKey, true);
  return <SharedRoutinePlayer routineKey={routineKey} routine={routine} />;
}
