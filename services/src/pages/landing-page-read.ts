import { type PublicLandingPage, SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import { NOT_FOUND } from "../catalog/public-reads";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import { findPageRowBySlug, listRelatedPages, toPublicPage } from "./pages-repo";

/**
 * GET /api/pages/{slug}: a published landing page as the public site renders it (the API route and the server
 * render's in-process read both answer through it), with the other pages on its pain point. Its 404 message is one
 * of the public reads' (NOT_FOUND).
 */
export async function readLandingPage(db: Kysely<Database>, params: unknown): Promise<PublicLandingPage> {
  const { slug } = parseInput(SlugParamSchema, params);
  const row = await findPageRowBySlug(db, slug);
  if (!row) throw new HttpError(404, NOT_FOUND.page);
  return toPublicPage(row, await listRelatedPages(db, row.painPoint, row.slug));
}
