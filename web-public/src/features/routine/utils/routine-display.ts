import { ROUTINE } from "@movebreak/shared/constants";
import type { LocationContent } from "@movebreak/shared/contracts/catalog";
import { exerciseCountText } from "@movebreak/shared/routine-text";

export { routineHeading, routineLength, routineSummary } from "@movebreak/shared/routine-text";

export const DEFAULT_ROUTINE_DESCRIPTION = "Quick exercises designed for your workspace";

type ContentText = Pick<LocationContent, "displayTitle" | "subtitle" | "description"> | null | undefined;

export function routineSubtitle(content: ContentText): string | undefined {
  return content?.subtitle?.trim() || undefined;
}

export function routineDescription(content: ContentText): string {
  return content?.description?.trim() || DEFAULT_ROUTINE_DESCRIPTION;
}

/** "N exercises • N*15 seconds of movement". */
export function completedSummary(count: number): string {
  return `${exerciseCountText(count)} • ${count * ROUTINE.secondsPerExercise} seconds of movement`;
}

/**
 * "You just completed N {location} exercises...", without saying "exercises" twice when the location's
 * title already ends with it ("Desk Exercises" gives "4 Desk Exercises...", not "Desk Exercises exercises").
 */
export function completedLine(count: number, locationTitle: string): string {
  const title = locationTitle.trim();
  const named = /^(.*?)\s*\bexercises?$/i.exec(title);
  const what = named
    ? `${named[1] ? `${named[1]} ` : ""}${count === 1 ? "Exercise" : "Exercises"}`
    : `${title} ${count === 1 ? "exercise" : "exercises"}`;
  return `You just completed ${count} ${what}...`;
}

// Marked pure: the embed player's script imports this file and must not carry a formatter it never uses.
const updatedFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // Fixed, so the server and every visitor's browser print the same day.
  timeZone: "UTC",
});

/** "July 16, 2026"; empty for an unreadable date. */
export function formatUpdatedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : updatedFormat.format(date);
}
