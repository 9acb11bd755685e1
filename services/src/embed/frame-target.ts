import { EMBED_FRAME_PATHS } from "@movebreak/shared/embed-frame";
import { hrefOf } from "@movebreak/shared/public-routes";
import { routineLength, sharedRoutineTitle } from "@movebreak/shared/routine-text";
import { shareImagePaths } from "@movebreak/shared/share-images";
import { toTitleCase } from "@movebreak/shared/title-case";
import type { PublicReads } from "../catalog/public-reads";

/** What a frame page or an oEmbed answer shows: a location's routine or a shared routine. */
export interface FrameTarget {
  /** In title case, as the player shows it. */
  title: string;
  exercises: string[];
  /** How many exercises a run plays: a pack that lists its own all of them, else up to 4 drawn from the list. */
  plays: number;
  /** The routine's page on the site (absolute). */
  pageUrl: string;
  /** The frame page's path (/embed/{locationId} or /embed/try/{key}). */
  framePath: string;
  /** The page's share image (absolute; 1200 x 630). */
  thumbnailUrl: string;
  /** The player's source and the routine's API answer, for the frame page's player. */
  source: { location: string } | { sharedKey: string };
  answer: unknown;
}

/** Reads the routines through the public reads (their 400 and 404 answers included). */
export function frameTargets(
  reads: Pick<PublicReads, "embedLocation" | "locationBySlug" | "sharedRoutine">,
  siteUrl: string,
) {
  const site = siteUrl.replace(/\/+$/, "");
  const targets = {
    async location(locationId: string): Promise<FrameTarget> {
      const answer = await reads.embedLocation({ locationId });
      return {
        title: toTitleCase(answer.location.title),
        exercises: answer.workouts.map((workout) => workout.title),
        plays: routineLength(answer.workouts.length),
        pageUrl: `${site}${hrefOf("locationRoutine", { slug: answer.location.slug })}`,
        framePath: EMBED_FRAME_PATHS.location(answer.location.id),
        thumbnailUrl: `${site}${shareImagePaths.locationCard(answer.location.slug)}`,
        source: { location: answer.location.id },
        answer,
      };
    },
    async sharedRoutine(key: string): Promise<FrameTarget> {
      const answer = await reads.sharedRoutine({ key });
      const path = encodeURIComponent(answer.key);
      return {
        title: sharedRoutineTitle(answer),
        exercises: answer.workouts.map((workout) => workout.title),
        plays: answer.workoutIds.length > 0 ? answer.workouts.length : routineLength(answer.workouts.length),
        pageUrl: `${site}/try/${path}`,
        framePath: EMBED_FRAME_PATHS.sharedRoutine(answer.key),
        thumbnailUrl: `${site}${shareImagePaths.sharedRoutineCard(answer.key)}`,
        source: { sharedKey: answer.key },
        answer,
      };
    },
    /** The routine of the location at a page address's slug (/movements/{slug}). */
    async locationAt(slug: string): Promise<FrameTarget> {
      return targets.location((await reads.locationBySlug({ slug })).id);
    },
  };
  return targets;
}

export type FrameTargets = ReturnType<typeof frameTargets>;
