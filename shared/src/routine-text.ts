import { ROUTINE } from "./constants";
import type { LocationContent, SharedRoutineResponse } from "./contracts/catalog";
import { toTitleCase } from "./title-case";

/*
 * The words a routine is named and summed up with, wherever they appear: the page, its share card and
 * the oEmbed answer all say the same.
 */

type ContentText = Pick<LocationContent, "displayTitle"> | null | undefined;

/** The display title from the location content, otherwise the title in title case. */
export function routineHeading(title: string, content: ContentText): string {
  return content?.displayTitle?.trim() || toTitleCase(title);
}

/** How many exercises a run plays: all of the location's, up to 4. */
export function routineLength(workoutCount: number): number {
  return Math.max(0, Math.min(workoutCount, ROUTINE.maxExercises));
}

export function exerciseCountText(count: number): string {
  return `${count} ${count === 1 ? "exercise" : "exercises"}`;
}

/** "N exercises • 15 seconds each". */
export function routineSummary(count: number): string {
  return `${exerciseCountText(count)} • ${ROUTINE.secondsPerExercise} seconds each`;
}

/** A shared pack's title as shown (title case). */
export function sharedRoutineTitle(routine: Pick<SharedRoutineResponse, "pack_title">): string {
  return toTitleCase(routine.pack_title);
}
