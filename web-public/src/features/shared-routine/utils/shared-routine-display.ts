import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";

/** Public spec section 5: the routine description when the pack has none. */
export const SHARED_ROUTINE_DESCRIPTION_FALLBACK = "A movement routine to get you energized!";

export { sharedRoutineTitle } from "@movebreak/shared/routine-text";

export function sharedRoutineDescription(routine: Pick<SharedRoutineResponse, "pack_description">): string {
  return routine.pack_description?.trim() || SHARED_ROUTINE_DESCRIPTION_FALLBACK;
}

/** True when the answer holds a routine to show ("returns nothing" is not found). */
export function isSharedRoutine(data: unknown): data is SharedRoutineResponse {
  return typeof data === "object" && data !== null && typeof (data as SharedRoutineResponse).pack_title === "string";
}
