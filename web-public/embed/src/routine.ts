import { BRAND_PATHS } from "@movebreak/shared/brand";
import type { EmbedLocationResponse, SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { toTitleCase } from "@movebreak/shared/title-case";

/** One exercise as the player shows it. */
export interface Exercise {
  id: string;
  title: string;
  /** Absolute clip address; null when the workout has none (its demonstration is drawn, no video requested). */
  videoUrl: string | null;
  /** Absolute address of its drawn demonstration (an element tree), shown while no clip plays. */
  demo?: string;
  /** How to do it, when the workout says: how much fits in the slot ("5 repetitions") and the steps. */
  dose?: string;
  steps?: string[];
}

/** What the player plays: a title and the exercises to draw from. */
export interface Routine {
  /** In title case ("Arms Only"). */
  title: string;
  exercises: Exercise[];
  /**
   * A shared pack that names its exercises is played as written; a location
   * (or a pack without its own list) draws up to 4 at random.
   */
  ordered: boolean;
}

export type RoutineSource = { sharedKey: string } | { location: string };

/** The API address the player reads for a location or a shared routine. */
export function routineUrl(apiBase: string, source: RoutineSource): string {
  return "sharedKey" in source
    ? `${apiBase}${BRAND_PATHS.sharedRoutinesApi}/${encodeURIComponent(source.sharedKey)}`
    : `${apiBase}/api/embed/location/${encodeURIComponent(source.location)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readExercises(value: unknown, apiBase: string): Exercise[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const { id, title, videoUrl, demonstration, instructions } = item;
    if (typeof id !== "string" || typeof title !== "string") return [];
    if (typeof videoUrl !== "string" && videoUrl !== null) return [];
    try {
      const demo =
        typeof demonstration === "string" && /^[\w.-]+$/.test(demonstration)
          ? `${apiBase}/api/embed/demonstrations/${demonstration}.json`
          : undefined;
      // An empty address is no clip (resolved, it would name the API itself).
      const clip = videoUrl ? new URL(videoUrl, `${apiBase}/`).href : null;
      return [{ id, title, videoUrl: clip, demo, ...taught(instructions) }];
    } catch {
      return [];
    }
  });
}

/** The dose and steps of a workout's instructions, when they have the shape the API gives (else none). */
function taught(value: unknown): Pick<Exercise, "dose" | "steps"> {
  if (!isRecord(value) || !isRecord(value.dose) || !Array.isArray(value.steps)) return {};
  const { amount, unit, eachSide } = value.dose;
  const steps = value.steps.filter((step): step is string => typeof step === "string");
  // doseText (shared/src/move-teaching.ts) without its singulars: the player's script has no room for them.
  return { dose: `${amount} ${unit === "breaths" ? "slow breaths" : unit}${eachSide ? " each side" : ""}`, steps };
}

/**
 * The answer of GET /api/embed/location/{id} or /api/shared-movebreaks/{key}
 * as a routine; null when it holds nothing to play (the player then shows
 * "Video unavailable"). Checked by hand: zod would weigh more than the player.
 */
export function readRoutine(body: unknown, source: RoutineSource, apiBase: string): Routine | null {
  if (!isRecord(body)) return null;
  const exercises = readExercises(body.workouts, apiBase);
  if (exercises.length === 0) return null;
  if ("sharedKey" in source) {
    const shared = body as Partial<SharedRoutineResponse>;
    return {
      title: toTitleCase(typeof shared.pack_title === "string" ? shared.pack_title : ""),
      exercises,
      ordered: Array.isArray(shared.workoutIds) && shared.workoutIds.length > 0,
    };
  }
  const location = (body as Partial<EmbedLocationResponse>).location;
  const title = isRecord(location) && typeof location.title === "string" ? location.title : "";
  return { title: toTitleCase(title), exercises, ordered: false };
}
