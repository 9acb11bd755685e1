import { BRAND, BRAND_PATHS } from "@movebreak/shared/brand";
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
import { ErrorBodySchema } from "@movebreak/shared/contracts/common";
import { PublicLandingPageSchema, SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import { OembedQuerySchema, OembedResponseSchema } from "@movebreak/shared/contracts/oembed";
import { ReachBeaconSchema } from "@movebreak/shared/contracts/reach";
import { z } from "zod";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiResponse {
  description: string;
  content?: { "application/json": { schema: JsonSchema }; "image/svg+xml"?: { schema: JsonSchema } };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  /** Who may call it; absent: the document's default. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
}

/** GET /api/locations/by-slug/{slug} answers the location with the slug it was found by. */
const LocationBySlugSchema = LocationSchema.extend({ slug: z.string() });

/** Every named schema of the public API; a schema used inside another becomes a $ref to it. */
const COMPONENTS = {
  ErrorBody: ErrorBodySchema,
  Review: ReviewSchema,
  Location: LocationSchema,
  LocationBySlug: LocationBySlugSchema,
  LocationWithThumbnail: LocationWithThumbnailSchema,
  PlayableWorkout: PlayableWorkoutSchema,
  LocationContent: LocationContentSchema,
  EmbedLocationResponse: EmbedLocationResponseSchema,
  SharedRoutineResponse: SharedRoutineResponseSchema,
  IncrementOpensResponse: IncrementOpensResponseSchema,
  MetadataResponse: MetadataResponseSchema,
  PublicLandingPage: PublicLandingPageSchema,
  OembedResponse: OembedResponseSchema,
} as const;

type ComponentName = keyof typeof COMPONENTS;

const ref = (name: ComponentName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: ComponentName): JsonSchema => ({ type: "array", items: ref(name) });

/** zod's output minus the document-level keys that do not belong inside an OpenAPI document. */
export function withoutRootKeys(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** The component schemas, as answers look (io "output": defaults applied, so those fields are required). */
export function componentSchemas(components: Record<string, z.ZodType> = COMPONENTS): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutRootKeys(schema as JsonSchema)]));
}

/** One parameter per field of a request's zod contract (what the route parses with parseInput). */
export function parametersOf(where: "path" | "query", schema: z.ZodObject): OpenApiParameter[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: withoutRootKeys(z.toJSONSchema(field as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema),
  }));
}

const json = (description: string, schema: JsonSchema): OpenApiResponse => ({
  description,
  content: { "application/json": { schema } },
});

const badInput = json("The request does not meet its contract; details lists every failed rule.", ref("ErrorBody"));
const notFound = (message: string) => json(`Nothing found: { "error": "${message}" }.`, ref("ErrorBody"));
const serverError = json("An unexpected fault on the server.", ref("ErrorBody"));

function operation(
  operationId: string,
  summary: string,
  tag: string,
  ok: OpenApiResponse,
  options: { parameters?: OpenApiParameter[]; errors?: Record<string, OpenApiResponse>; description?: string } = {},
): OpenApiOperation {
  return {
    operationId,
    summary,
    ...(options.description ? { description: options.description } : {}),
    tags: [tag],
    ...(options.parameters ? { parameters: options.parameters } : {}),
    responses: { "200": ok, ...options.errors, "500": serverError },
  };
}

const shared = BRAND_PATHS.sharedRoutinesApi;
const sharedNotFound = notFound(`Shared${BRAND.name} not found`);

/** The public API's paths (services/src/catalog/routes.ts and pages/public-routes.ts), keyed as OpenAPI writes them. */
function publicPaths(): OpenApiDocument["paths"] {
  const locationId = parametersOf("path", LocationIdParamSchema);
  return {
    "/api/reviews": {
      get: operation("listReviews", "All reviews", "Catalog", json("The reviews.", arrayOf("Review"))),
    },
    "/api/locations": {
      get: operation("listLocations", "All locations", "Catalog", json("Every location.", arrayOf("Location"))),
    },
    "/api/locations/with-thumbnails": {
      get: operation(
        "listLocationsWithThumbnails",
        "All locations with slug, subtitle and thumbnail",
        "Catalog",
        json("Every location.", arrayOf("LocationWithThumbnail")),
      ),
    },
    "/api/locations/by-slug/{slug}": {
      get: operation(
        "getLocationBySlug",
        "The location whose title gives this slug",
        "Catalog",
        json("The location.", ref("LocationBySlug")),
        { parameters: parametersOf("path", SlugParamsSchema), errors: { "404": notFound("Location not found") } },
      ),
    },
    "/api/locations/{id}": {
      get: operation("getLocation", "One location", "Catalog", json("The location.", ref("Location")), {
        parameters: parametersOf("path", LocationIdParamsSchema),
        errors: { "400": badInput, "404": notFound("Location not found") },
      }),
    },
    "/api/workouts": {
      get: operation(
        "listWorkouts",
        "The workouts of a location, with their clip addresses",
        "Catalog",
        json("The workouts.", arrayOf("PlayableWorkout")),
        {
          parameters: parametersOf("query", WorkoutsQuerySchema),
          errors: { "400": badInput, "404": notFound("Workouts not found") },
        },
      ),
    },
    "/api/location-content": {
      get: operation(
        "listLocationContent",
        "The page content of every location that has some",
        "Catalog",
        json("The content records.", arrayOf("LocationContent")),
      ),
    },
    "/api/location-content/{locationId}": {
      get: operation(
        "getLocationContent",
        "The page content of one location",
        "Catalog",
        json("The content.", ref("LocationContent")),
        { parameters: locationId, errors: { "400": badInput, "404": notFound("Location content not found") } },
      ),
    },
    "/api/embed/location/{locationId}": {
      get: operation(
        "getEmbedLocation",
        "A location and its workouts, for the embed player",
        "Embed",
        json("The location and its workouts.", ref("EmbedLocationResponse")),
        {
          parameters: locationId,
          errors: { "400": badInput, "404": notFound("Location not found") },
          description: "Readable cross-origin without credentials.",
        },
      ),
    },
    "/api/embed/demonstrations/{file}": {
      get: operation(
        "getDemonstration",
        "An exercise's drawn demonstration",
        "Embed",
        {
          description:
            "The figure: {name}.json as an element tree (what the embed player builds), {name}.svg as an image.",
          content: {
            "application/json": { schema: { type: "object" } },
            "image/svg+xml": { schema: { type: "string" } },
          },
        },
        {
          parameters: [
            {
              name: "file",
              in: "path",
              required: true,
              schema: { type: "string", pattern: "^[a-z.-]+\\.(json|svg)$" },
            },
          ],
          errors: { "404": notFound("Demonstration not found") },
          description:
            "The name is a workout's `demonstration` (a movement type, optionally .seated or .standing). Readable cross-origin without credentials; cached for a day.",
        },
      ),
    },
    [`${shared}/{key}`]: {
      get: operation(
        "getSharedRoutine",
        "A shared routine pack",
        "Embed",
        json("The pack and its exercises in order.", ref("SharedRoutineResponse")),
        {
          parameters: parametersOf("path", SharedKeyParamsSchema),
          errors: { "400": badInput, "404": sharedNotFound },
          description: "Readable cross-origin without credentials.",
        },
      ),
    },
    [`${shared}/{key}/increment-opens`]: {
      post: operation(
        "incrementSharedRoutineOpens",
        "Counts one open of a shared routine",
        "Embed",
        json("The key and its new open count.", ref("IncrementOpensResponse")),
        { parameters: parametersOf("path", SharedKeyParamsSchema), errors: { "400": badInput, "404": sharedNotFound } },
      ),
    },
    "/api/metadata": {
      get: operation(
        "getMetadata",
        "Page metadata of a public path",
        "Pages",
        json("Type, title, description, keywords and social image.", ref("MetadataResponse")),
        {
          parameters: parametersOf("query", MetadataQuerySchema),
          errors: { "400": badInput, "404": notFound("Metadata not found") },
        },
      ),
    },
    "/api/pages/{slug}": {
      get: operation(
        "getLandingPage",
        "A published landing page",
        "Pages",
        json("The page, its Markdown rendered to sanitised HTML.", ref("PublicLandingPage")),
        { parameters: parametersOf("path", SlugParamSchema), errors: { "404": notFound("Page not found") } },
      ),
    },
    // Outside /api, where oEmbed consumers look for it (the pages' <link rel="alternate"> names it).
    "/oembed": {
      get: operation(
        "getOembed",
        "The oEmbed answer of a page with a player",
        "Embed",
        json(
          "A rich resource whose html is the iframe player, sized within maxwidth and maxheight.",
          ref("OembedResponse"),
        ),
        {
          parameters: parametersOf("query", OembedQuerySchema),
          errors: {
            "400": badInput,
            "404": notFound("No embeddable page at that address"),
            "501": json("A format other than json was asked for.", ref("ErrorBody")),
          },
          description:
            "oEmbed 1.0 (oembed.com) for /movements/{slug}, /locations/{slug} and /try/{key} of this site. Readable cross-origin.",
        },
      ),
    },
    "/api/reach": {
      post: {
        operationId: "sendReachBeacon",
        summary: "Counts one player load or play (what the players send)",
        description:
          "Sent as text/plain JSON by the script and iframe players: p is the player (s script, i iframe), e the event (l load, p play), l the location id or s the shared key, h the embedding page's hostname, v (iframe only) the frame page's proof of who framed it. A named host counts only when the browser confirms it (the script's Referer or Origin, the iframe's proof), else as (unverified); a script beacon without h counts for its Referer's host. Counted in memory per day, host, location and kind within a daily budget per client address; nothing is counted for DNT: 1 or Sec-GPC: 1. No cookie is read or set.",
        tags: ["Embed"],
        requestBody: {
          required: true,
          content: {
            "text/plain": {
              schema: withoutRootKeys(
                z.toJSONSchema(ReachBeaconSchema, { io: "input", unrepresentable: "any" }) as JsonSchema,
              ),
            },
          },
        },
        responses: { "204": { description: "Received (counted or not)." }, "400": badInput, "500": serverError },
      },
    },
    "/api/openapi.json": {
      get: operation(
        "getOpenApiDocument",
        "This document",
        "Meta",
        json("The OpenAPI 3.1 document of the public API.", { type: "object" }),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the same zod
 * contracts the routes parse and answer with, so the two cannot drift apart
 * unnoticed (services/test/openapi.test.ts checks answers against it).
 */
export function buildPublicApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: {
      title: `${BRAND.name} public API`,
      version: "1.0.0",
      description: `The anonymous API behind the ${BRAND.name} website and embed player. Every error answers JSON ${"{ error, details? }"}.`,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [
      { name: "Catalog", description: "Locations, workouts, their page content and reviews." },
      { name: "Embed", description: "What the embed player reads; open to other origins." },
      { name: "Pages", description: "Page metadata and generated landing pages." },
      { name: "Meta", description: "About the API itself." },
    ],
    paths: publicPaths(),
    components: { schemas: componentSchemas() },
  };
}
