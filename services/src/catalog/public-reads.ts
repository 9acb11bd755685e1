import { BRAND } from "@movebreak/shared/brand";
import {
  type Location,
  type LocationContent,
  LocationIdParamSchema,
  LocationIdParamsSchema,
  MetadataQuerySchema,
  type MetadataResponse,
  type PlayableWorkout,
  SharedKeyParamsSchema,
  type SharedRoutineResponse,
  SlugParamsSchema,
  WorkoutsQuerySchema,
} from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import { findContentForLocation } from "./content-repo";
import { findLocation, findLocationBySlug, type LocationWithSlug } from "./locations-repo";
import { resolveMetadata } from "./metadata";
import { playableRoutine, playableWorkouts } from "./playable";
import { findSharedRoutine } from "./shared-routines-repo";

/** The 404 messages of the public reads (public spec section 8), each written once. */
export const NOT_FOUND = {
  location: "Location not found",
  workouts: "Workouts not found",
  content: "Location content not found",
  sharedRoutine: `Shared${BRAND.name} not found`,
  metadata: "Metadata not found",
  page: "Page not found",
  demonstration: "Demonstration not found",
} as const;

export interface PublicReadDeps {
  db: Kysely<Database>;
  mediaBaseUrl: string;
  /** The folder served at /media: a workout has a clip only if workouts/{id}.mp4 is in it (undefined: none has). */
  mediaDir: string | undefined;
  /** The default social image (absolute), for GET /api/metadata. */
  defaultSocialImage: string;
}

/** Each answer or a 404 with its message. */
function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}

/**
 * Calls that overlap share one run: the reads of one page render (its location, workouts, content and
 * metadata, asked for at once) resolve its slug with a single lookup.
 */
function shared<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key) => {
    let promise = running.get(key);
    if (!promise) {
      promise = read(key).finally(() => running.delete(key));
      running.set(key, promise);
    }
    return promise;
  };
}

/**
 * The public site's reads, each with its input contract and its 404: the HTTP API and the server render's
 * in-process loader both answer through these, from the same registry entries (public-api.ts), so they answer
 * alike. Inputs are raw (request params or query) and parsed here.
 */
export function publicReads(deps: PublicReadDeps) {
  const { db } = deps;
  const media = { baseUrl: deps.mediaBaseUrl, dir: deps.mediaDir };
  const locationBySlug = shared((slug: string) => findLocationBySlug(db, slug));
  /** The location a page names by slug (?locationSlug=), or the 404 its id-addressed read would give. */
  const locationIdOf = async (slug: unknown, notFound: string) =>
    found(await locationBySlug(parseInput(SlugParamsSchema, { slug: slug ?? "" }, "query").slug), notFound).id;
  const workoutsOf = async (locationId: string): Promise<PlayableWorkout[]> => {
    found(await findLocation(db, locationId), NOT_FOUND.workouts);
    return playableWorkouts(db, media, locationId);
  };
  const contentOf = async (locationId: string): Promise<LocationContent> =>
    found(await findContentForLocation(db, locationId), NOT_FOUND.content);

  return {
    /** GET /api/locations/by-slug/{slug}: the location with its slug. */
    async locationBySlug(params: unknown): Promise<LocationWithSlug> {
      const { slug } = parseInput(SlugParamsSchema, params);
      return found(await locationBySlug(slug), NOT_FOUND.location);
    },
    /** GET /api/locations/{id} */
    async location(params: unknown): Promise<Location> {
      const { id } = parseInput(LocationIdParamsSchema, params);
      const { slug: _slug, ...location } = found(await findLocation(db, id), NOT_FOUND.location);
      return location;
    },
    /** GET /api/workouts?locationId= */
    async workouts(query: unknown): Promise<PlayableWorkout[]> {
      return workoutsOf(parseInput(WorkoutsQuerySchema, query, "query").locationId);
    },
    /** In-process GET /api/workouts?locationSlug=: what the id form answers for the location at that slug. */
    async workoutsBySlug(query: { locationSlug?: unknown }): Promise<PlayableWorkout[]> {
      return workoutsOf(await locationIdOf(query.locationSlug, NOT_FOUND.workouts));
    },
    /** GET /api/location-content/{locationId} */
    async locationContent(params: unknown): Promise<LocationContent> {
      return contentOf(parseInput(LocationIdParamSchema, params).locationId);
    },
    /** In-process GET /api/location-content?locationSlug=: the content of the location at that slug. */
    async locationContentBySlug(query: { locationSlug?: unknown }): Promise<LocationContent> {
      return contentOf(await locationIdOf(query.locationSlug, NOT_FOUND.content));
    },
    /** GET /api/embed/location/{locationId}: the location and its playable workouts. */
    async embedLocation(params: unknown) {
      const { locationId } = parseInput(LocationIdParamSchema, params);
      const location = found(await findLocation(db, locationId), NOT_FOUND.location);
      const workouts = await playableWorkouts(db, media, locationId);
      return { location: { id: location.id, title: location.title, slug: location.slug }, workouts };
    },
    /** GET /api/shared-movebreaks/{key}: the pack with its exercises. */
    async sharedRoutine(params: unknown): Promise<SharedRoutineResponse> {
      const { key } = parseInput(SharedKeyParamsSchema, params);
      const playable = await playableRoutine(
        db,
        media,
        found(await findSharedRoutine(db, key), NOT_FOUND.sharedRoutine),
      );
      // Its exercises were removed by an import: nothing to play, so it answers as a missing routine.
      if (playable.workouts.length === 0) throw new HttpError(404, NOT_FOUND.sharedRoutine);
      return playable;
    },
    /** The key of a shared routine that exists (the open counter's check). */
    async sharedRoutineKey(params: unknown): Promise<string> {
      const { key } = parseInput(SharedKeyParamsSchema, params);
      return found(await findSharedRoutine(db, key), NOT_FOUND.sharedRoutine).key;
    },
    /** GET /api/metadata?path= */
    async metadata(query: unknown): Promise<MetadataResponse> {
      const { path } = parseInput(MetadataQuerySchema, query, "query");
      const metadata = await resolveMetadata({ db, defaultImage: deps.defaultSocialImage, locationBySlug }, path);
      return found(metadata, NOT_FOUND.metadata);
    },
  };
}

export type PublicReads = ReturnType<typeof publicReads>;
