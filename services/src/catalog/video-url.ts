import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Where workout clips live: the address they are served at and the folder that holds them. */
export interface WorkoutMedia {
  /** MEDIA_BASE_URL (the site's /media unless a CDN serves the folder). */
  baseUrl: string;
  /** The folder served at /media; undefined: no workout has a clip. */
  dir: string | undefined;
}

/** Clips sit at a fixed path built from the workout id under the media base URL. */
function workoutVideoUrl(mediaBaseUrl: string, workoutId: string): string {
  return `${mediaBaseUrl}/workouts/${encodeURIComponent(workoutId)}.mp4`;
}

/**
 * The clip address of each workout that has one (its file workouts/{id}.mp4 is in the media folder); null for
 * the others, so no player asks for a clip that would answer 404 (the seed ships none). The folder is listed
 * once per read: the reads that call this are kept by the public caches, and a clip dropped in shows at once.
 */
export async function workoutClips(media: WorkoutMedia): Promise<(workoutId: string) => string | null> {
  const files = media.dir ? await clipFiles(join(media.dir, "workouts")) : new Set<string>();
  return (workoutId) => (files.has(`${workoutId}.mp4`) ? workoutVideoUrl(media.baseUrl, workoutId) : null);
}

async function clipFiles(folder: string): Promise<Set<string>> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  } catch (error) {
    // No folder, no clips: a deployment without media is a normal one.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Set();
    throw error;
  }
}
