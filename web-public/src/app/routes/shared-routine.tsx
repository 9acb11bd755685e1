import { useParams } from "react-router";
import { useSharedRoutine } from "@/features/shared-routine/api/get-shared-routine";
import { SharedRoutinePlayer } from "@/features/shared-routine/components/shared-routine-player";
import {
  SharedRoutineLoading,
  SharedRoutineNoKey,
  SharedRoutineNotFound,
} from "@/features/shared-routine/components/shared-routine-status";
import { SharedRoutineView } from "@/features/shared-routine/components/shared-routine-view";
import { isSharedRoutine } from "@/features/shared-routine/utils/shared-routine-display";
import { island } from "@/lib/island";

const PlayerIsland = island("shared-routine-player", SharedRoutinePlayer);

/**
 * /try/{key}: a shared routine. The server reads it and renders the page (title, exercises, description;
 * 404 with "Routine not found" for an unknown key); only the player is an island (features/shared-routine/player-island.ts), and it counts the open.
 */
export function SharedRoutineRoute() {
  const { key = "" } = useParams();
  if (!key) return <SharedRoutineNoKey />;
  // Keyed: another routine is another page, with its own count.
  return <SharedRoutinePage key={key} routineKey={key} />;
}

function SharedRoutinePage({ routineKey }: { routineKey: string }) {
  const { data, isPending, isError } = useSharedRoutine(routineKey);
  const routine = isSharedRoutine(data) ? data : undefined;

  if (isPending) return <SharedRoutineLoading />;
  if (isError || !routine) return <SharedRoutineNotFound routineKey={routineKey} />;
  return <SharedRoutineView routine={routine} player={<PlayerIsland routineKey={routineKey} routine={routine} />} />;
}
