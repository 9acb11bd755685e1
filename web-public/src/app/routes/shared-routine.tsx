import { useParams } from "react-router";
import { useSharedRoutine } from "@/features/shared-routine/api/get-shared-routine";
import {
  SharedRoutineLoading,
  SharedRoutineNoKey,
  SharedRoutineNotFound,
} from "@/features/shared-routine/components/shared-routine-status";
import { SharedRoutineView } from "@/features/shared-routine/components/shared-routine-view";
import { useCountOpen } from "@/features/shared-routine/hooks/use-count-open";
import { isSharedRoutine } from "@/features/shared-routine/utils/shared-routine-display";

/**
 * /try/{key}: a shared routine. The server reads it and renders the page (title, exercises, description;
 * 404 with "Routine not found" for an unknown key); the browser starts from that read and counts the open.
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
  useCountOpen(routineKey, routine !== undefined);

  if (isPending) return <SharedRoutineLoading />;
  if (isError || !routine) return <SharedRoutineNotFound routineKey={routineKey} />;
  return <SharedRoutineView routineKey={routineKey} routine={routine} />;
}
