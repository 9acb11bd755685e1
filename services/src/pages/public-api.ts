import { PublicLandingPageSchema, SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import type { PublicRead } from "../catalog/public-api";
import { NOT_FOUND } from "../catalog/public-reads";
import { notFoundAnswer } from "../http/api-route";
import { readLandingPage } from "./landing-page-read";

/**
 * GET /api/pages/{slug}, one of the public reads (catalog/public-api.ts): its router (public-routes.ts), the
 * server render's in-process reads and the OpenAPI document are built from this entry.
 */
export const LANDING_PAGE_READ: PublicRead = {
  method: "get",
  path: "/api/pages/:slug",
  operationId: "getLandingPage",
  summary: "A published landing page",
  tag: "Pages",
  params: SlugParamSchema,
  ok: { description: "The page, its Markdown rendered to sanitised HTML.", schema: PublicLandingPageSchema },
  errors: { 404: notFoundAnswer(NOT_FOUND.page) },
  read: ({ db }, { params }) => readLandingPage(db, params),
};
