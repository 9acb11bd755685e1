import { BRAND } from "@movebreak/shared/brand";
import {
  EmbedLocationResponseSchema,
  IncrementOpensResponseSchema,
  LocationContentSchema,
  LocationSchema,
  LocationWithThumbnailSchema,
  MetadataResponseSchema,
  PlayableWorkoutSchema,
  ReviewSchema,
  SharedRoutineResponseSchema,
} from "@movebreak/shared/contracts/catalog";
import { PublicLandingPageSchema } from "@movebreak/shared/contracts/landing-pages";
import { OembedResponseSchema } from "@movebreak/shared/contracts/oembed";
import { z } from "zod";
import { PAGE_BEACON_ROUTE } from "../analytics/routes";
import { CATALOG_API_ROUTES, LocationBySlugSchema } from "../catalog/public-api";
import { OEMBED_ROUTE } from "../embed/routes";
import type { ApiRoute } from "../http/api-route";
import { LANDING_PAGE_READ } from "../pages/public-api";
import { REACH_BEACON_ROUTE } from "../reach/routes";
import { apiDocument, type OpenApiDocument } from "./api-document";

/** GET /api/openapi.json: this document. */
export const PUBLIC_OPENAPI_ROUTE: ApiRoute = {
  method: "get",
  path: "/api/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This document",
  tag: "Meta",
  ok: { description: "The OpenAPI 3.1 document of the public API.", schema: z.record(z.string(), z.unknown()) },
};

/** Every public API route: each domain declares its own next to it, and this list gathers them. */
const PUBLIC_API_ROUTES: readonly ApiRoute[] = [
  ...CATALOG_API_ROUTES,
  LANDING_PAGE_READ,
  REACH_BEACON_ROUTE,
  PAGE_BEACON_ROUTE,
  OEMBED_ROUTE,
  PUBLIC_OPENAPI_ROUTE,
];

/** The OpenAPI 3.1 document of the public API, generated from PUBLIC_API_ROUTES. */
export function publicApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  return apiDocument({
    title: `${BRAND.name} public API`,
    description: `The anonymous API behind the ${BRAND.name} website and embed player. Every error answers JSON ${"{ error, details? }"}.`,
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    tags: [
      { name: "Catalog", description: "Locations, workouts, their page content and reviews." },
      { name: "Embed", description: "What the embed player reads; open to other origins." },
      { name: "Pages", description: "Page metadata and generated landing pages." },
      { name: "Analytics", description: "What the public pages count: views and store clicks, no cookie, no address." },
      { name: "Meta", description: "About the API itself." },
    ],
    routes: PUBLIC_API_ROUTES,
    components: {
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
    },
  });
}
