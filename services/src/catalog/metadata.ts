import { BRAND } from "@movebreak/shared/brand";
import type { MetadataResponse } from "@movebreak/shared/contracts/catalog";
import { defaultLocationMetadata, STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import { toTitleCase } from "@movebreak/shared/title-case";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { decodeSegment } from "../http/decode-segment";
import { findContentForLocation } from "./content-repo";
import { findLocationBySlug } from "./locations-repo";
import { findSharedRoutine } from "./shared-routines-repo";

export interface MetadataDeps {
  db: Kysely<Database>;
  /** The default social image (1200x630), absolute. */
  defaultImage: string;
}

/** The page metadata of a public path, or undefined when the path has no page. */
export async function resolveMetadata(deps: MetadataDeps, rawPath: string): Promise<MetadataResponse | undefined> {
  const path = normalisePath(rawPath);
  const fixed = STATIC_ROUTE_METADATA[path];
  if (fixed) return { ...fixed, image: deps.defaultImage };

  const location = /^\/(?:movements|locations)\/([^/]+)$/.exec(path);
  if (location?.[1]) {
    const found = await findLocationBySlug(deps.db, decodeSegment(location[1]));
    if (!found) return undefined;
    const content = await findContentForLocation(deps.db, found.id);
    const fallback = defaultLocationMetadata(found.title);
    return {
      type: "article",
      title: content?.seoTitle || fallback.title,
      description: content?.seoDescription || fallback.description,
      keywords: content?.seoKeywords || fallback.keywords,
      image: content?.ogImage || deps.defaultImage,
    };
  }

  const shared = /^\/try\/([^/]+)$/.exec(path);
  if (shared?.[1]) {
    const routine = await findSharedRoutine(deps.db, decodeSegment(shared[1]));
    if (!routine) return undefined;
    const title = toTitleCase(routine.pack_title);
    return {
      type: "website",
      title: `${title} | ${BRAND.name}`,
      description: routine.pack_description || "A movement routine to get you energized!",
      keywords: "shared routine, desk exercises, movement break",
      image: deps.defaultImage,
    };
  }
  return undefined;
}

/** Drops the query string, a trailing slash and repeated slashes: /movements/?x=1 is /movements. */
function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "/";
  const collapsed = withoutQuery.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}
