import { BRAND_PATHS } from "@movebreak/shared/brand";
import {
  EmbedLocationResponseSchema,
  IncrementOpensResponseSchema,
  LocationContentSchema,
  LocationIdParamSchema,
  LocationIdParamsSchema,
  LocationSchema,
  LocationWithThumbnailSchema,
  MetadataQuerySchema,
  MetadataResponseSchema,
  PlayableWorkoutSchema,
  ReviewSchema,
  SharedKeyParamsSchema,
  SharedRoutineResponseSchema,
  SlugParamsSchema,
  WorkoutsQuerySchema,
} from "@movebreak/shared/contracts/catalog";
import { PublicLandingPageSchema, SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { type ApiRoute, BAD_INPUT, notFoundAnswer } from "../http/api-route";
import { listLocationContent } from "./content-repo";
import { listLocations, listLocationsWithThumbnails } from "./locations-repo";
import { NOT_FOUND, type PublicReads } from "./public-reads";
import { listReviews } from "./reviews-repo";

/** GET /api/locations/by-slug/{slug} answers the location with the slug it was found by. */
export const LocationBySlugSchema = LocationSchema.extend({ slug: z.string() });

export interface ReadContext {
  db: Kysely<Database>;
  reads: PublicReads;
}

/** A request's raw inputs, as Express gives them (parameters not decoded in-process: see in-process.ts). */
export interface ReadInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/**
 * A public GET answered by one read: its router (public-api-router.ts), the server render's in-process
 * loader (in-process.ts) and the OpenAPI document (openapi/) are all built from this entry.
 */
export interface PublicRead extends ApiRoute {
  method: "get";
  read(context: ReadContext, input: ReadInput): Promise<unknown>;
  /**
   * How the answer is kept. "json": in the public content cache's `json` (http/cache/public-content-cache.ts),
   * serialised and compressed once per cache lifetime and emptied when public content changes; for reads
   * without input that every visitor reads alike. "embedders": browsers and CDNs may keep it a minute
   * (then Express's ETag makes the check a 304). Absent: read per request.
   */
  cache?: "json" | "embedders";
  /** The in-process answer when it differs from the HTTP one (a page that only knows a slug). */
  inProcess?(context: ReadContext, input: ReadInput): Promise<unknown>;
  /** The option (in-process.ts) without which the server render leaves this read to the browser. */
  needs?: "mediaBaseUrl" | "defaultSocialImage";
}

/** ?locationSlug= is the in-process form of an id for a page that only knows its slug. */
const bySlug = (query: Record<string, unknown>) => "locationSlug" in query;

/** Every public read, in the order the router tries them. */
export const PUBLIC_READS: PublicRead[] = [
  {
    method: "get",
    path: "/api/reviews",
    operationId: "listReviews",
    summary: "All reviews",
    tag: "Catalog",
    ok: { description: "The reviews.", schema: z.array(ReviewSchema) },
    cache: "json",
    read: ({ db }) => listReviews(db),
  },
  {
    method: "get",
    path: "/api/locations",
    operationId: "listLocations",
    summary: "All locations",
    tag: "Catalog",
    ok: { description: "Every location.", schema: z.array(LocationSchema) },
    cache: "json",
    read: ({ db }) => listLocations(db),
  },
  {
    method: "get",
    path: "/api/locations/with-thumbnails",
    operationId: "listLocationsWithThumbnails",
    summary: "All locations with slug, subtitle and thumbnail",
    tag: "Catalog",
    ok: { description: "Every location.", schema: z.array(LocationWithThumbnailSchema) },
    cache: "json",
    read: ({ db }) => listLocationsWithThumbnails(db),
  },
  {
    method: "get",
    path: "/api/location-content",
    operationId: "listLocationContent",
    summary: "The page content of every location that has some",
    tag: "Catalog",
    ok: { description: "The content records.", schema: z.array(LocationContentSchema) },
    cache: "json",
    read: ({ db }) => listLocationContent(db),
    inProcess: ({ db, reads }, { query }) =>
      bySlug(query) ? reads.locationContentBySlug(query) : listLocationContent(db),
  },
  {
    method: "get",
    path: "/api/locations/by-slug/:slug",
    operationId: "getLocationBySlug",
    summary: "The location whose title gives this slug",
    tag: "Catalog",
    params: SlugParamsSchema,
    ok: { description: "The location.", schema: LocationBySlugSchema },
    errors: { 404: notFoundAnswer(NOT_FOUND.location) },
    read: ({ reads }, { params }) => reads.locationBySlug(params),
  },
  {
    method: "get",
    path: "/api/locations/:id",
    operationId: "getLocation",
    summary: "One location",
    tag: "Catalog",
    params: LocationIdParamsSchema,
    ok: { description: "The location.", schema: LocationSchema },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.location) },
    read: ({ reads }, { params }) => reads.location(params),
  },
  {
    method: "get",
    path: "/api/workouts",
    operationId: "listWorkouts",
    summary: "The workouts of a location, with their clip addresses",
    tag: "Catalog",
    query: WorkoutsQuerySchema,
    ok: { description: "The workouts.", schema: z.array(PlayableWorkoutSchema) },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.workouts) },
    read: ({ reads }, { query }) => reads.workouts(query),
    inProcess: ({ reads }, { query }) => (bySlug(query) ? reads.workoutsBySlug(query) : reads.workouts(query)),
    needs: "mediaBaseUrl",
  },
  {
    method: "get",
    path: "/api/location-content/:locationId",
    operationId: "getLocationContent",
    summary: "The page content of one location",
    tag: "Catalog",
    params: LocationIdParamSchema,
    ok: { description: "The content.", schema: LocationContentSchema },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.content) },
    read: ({ reads }, { params }) => reads.locationContent(params),
  },
  {
    method: "get",
    path: "/api/embed/location/:locationId",
    operationId: "getEmbedLocation",
    summary: "A location and its workouts, for the embed player",
    description: "Readable cross-origin without credentials.",
    tag: "Embed",
    params: LocationIdParamSchema,
    ok: { description: "The location and its workouts.", schema: EmbedLocationResponseSchema },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.location) },
    cache: "embedders",
    read: ({ reads }, { params }) => reads.embedLocation(params),
    needs: "mediaBaseUrl",
  },
  {
    method: "get",
    path: `${BRAND_PATHS.sharedRoutinesApi}/:key`,
    operationId: "getSharedRoutine",
    summary: "A shared routine pack",
    description: "Readable cross-origin without credentials.",
    tag: "Embed",
    params: SharedKeyParamsSchema,
    ok: { description: "The pack and its exercises in order.", schema: SharedRoutineResponseSchema },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.sharedRoutine) },
    cache: "embedders",
    read: ({ reads }, { params }) => reads.sharedRoutine(params),
    needs: "mediaBaseUrl",
  },
  {
    method: "get",
    path: "/api/metadata",
    operationId: "getMetadata",
    summary: "Page metadata of a public path",
    tag: "Pages",
    query: MetadataQuerySchema,
    ok: { description: "Type, title, description, keywords and social image.", schema: MetadataResponseSchema },
    errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.metadata) },
    read: ({ reads }, { query }) => reads.metadata(query),
    needs: "defaultSocialImage",
  },
  {
    method: "get",
    path: "/api/pages/:slug",
    operationId: "getLandingPage",
    summary: "A published landing page",
    tag: "Pages",
    params: SlugParamSchema,
    ok: { description: "The page, its Markdown rendered to sanitised HTML.", schema: PublicLandingPageSchema },
    errors: { 404: notFoundAnswer(NOT_FOUND.page) },
    read: ({ reads }, { params }) => reads.landingPage(params),
  },
];

/** POST /api/shared-movebreaks/{key}/increment-opens (catalog/routes.ts: counted in memory). */
export const INCREMENT_OPENS_ROUTE: ApiRoute = {
  method: "post",
  path: `${BRAND_PATHS.sharedRoutinesApi}/:key/increment-opens`,
  operationId: "incrementSharedRoutineOpens",
  summary: "Counts one open of a shared routine",
  tag: "Embed",
  params: SharedKeyParamsSchema,
  ok: { description: "The key and its new open count.", schema: IncrementOpensResponseSchema },
  errors: { 400: BAD_INPUT, 404: notFoundAnswer(NOT_FOUND.sharedRoutine) },
};

/** GET /api/embed/demonstrations/{file} (catalog/routes.ts): the figures the embed player draws. */
export const DEMONSTRATION_ROUTE: ApiRoute = {
  method: "get",
  path: "/api/embed/demonstrations/:file",
  operationId: "getDemonstration",
  summary: "An exercise's drawn demonstration",
  description:
    "The name is a workout's `demonstration` (a movement type, optionally .seated or .standing). Readable cross-origin without credentials; cached for a day.",
  tag: "Embed",
  params: z.object({ file: z.string().regex(/^[a-z.-]+\.(json|svg)$/) }),
  ok: {
    description: "The figure: {name}.json as an element tree (what the embed player builds), {name}.svg as an image.",
    schema: z.record(z.string(), z.unknown()),
    content: { "image/svg+xml": z.string() },
  },
  errors: { 404: notFoundAnswer(NOT_FOUND.demonstration) },
};

/** Every route of the catalog's public API, as the OpenAPI document lists them. */
export const CATALOG_API_ROUTES: ApiRoute[] = [...PUBLIC_READS, INCREMENT_OPENS_ROUTE, DEMONSTRATION_ROUTE];
