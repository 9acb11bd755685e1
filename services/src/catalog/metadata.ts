import { BRAND } from "@movebreak/shared/brand";
import type { MetadataResponse } from "@movebreak/shared/contracts/catalog";
import { describedByMetadataApi, type MetadataRouteId, matchPublicRoute } from "@movebreak/shared/public-routes";
import { defaultLocationMetadata, locationTitle } from "@movebreak/shared/route-metadata";
import { shareImagePaths } from "@movebreak/shared/share-images";
import { toTitleCase } from "@movebreak/shared/title-case";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { decodeSegment } from "../http/decode-segment";
import { findContentForLocation } from "./content-repo";
import type { LocationWithSlug } from "./locations-repo";
import { findSharedRoutine } from "./shared-routines-repo";

export interface MetadataDeps {
  db: Kysely<Database>;
  /** The default social image (1200x630), absolute. */
  defaultImage: string;
  /** The location at a slug (the page's other reads share the one lookup: public-reads.ts). */
  locationBySlug: (slug: string) => Promise<LocationWithSlug | undefined>;
}

/** An address on the site, absolute (the default image's origin is the site's). */
const onSite = (deps: MetadataDeps, path: string) => new URL(path, deps.defaultImage).href;

type DataPageMetadata = (deps: MetadataDeps, value: string) => Promise<MetadataResponse | undefined>;

/** How each data page of the route table that GET /api/metadata describes is described, from its data. */
const DATA_PAGES: Record<MetadataRouteId, DataPageMetadata> = {
  locationRoutine: async (deps, slug) => {
    const found = await deps.locationBySlug(slug);
    if (!found) return undefined;
    const content = await findContentForLocation(deps.db, found.id);
    const fallback = defaultLocationMetadata(found.title);
    return {
      type: "article",
      title: locationTitle(found.title, content?.seoTitle),
      description: content?.seoDescription || fallback.description,
      keywords: content?.seoKeywords || fallback.keywords,
      image: content?.ogImage || onSite(deps, shareImagePaths.locationCard(found.slug)),
    };
  },
  sharedRoutine: async (deps, key) => {
    const routine = await findSharedRoutine(deps.db, key);
    if (!routine) return undefined;
    return {
      type: "website",
      title: `${toTitleCase(routine.pack_title)} | ${BRAND.name}`,
      description: routine.pack_description || "A movement routine to get you energized!",
      keywords: "shared routine, desk exercises, movement break",
      image: onSite(deps, shareImagePaths.sharedRoutineCard(routine.key)),
    };
  },
};

/** The page metadata of a public path (matched against the route table), or undefined when it describes none. */
export async function resolveMetadata(deps: MetadataDeps, rawPath: string): Promise<MetadataResponse | undefined> {
  const match = matchPublicRoute(normalisePath(rawPath));
  if (!match || !describedByMetadataApi(match)) return undefined;
  const { meta, metadataParam } = match.route;
  if (meta) return { ...meta, image: deps.defaultImage };
  const describe = DATA_PAGES[match.id as MetadataRouteId];
  if (!describe || !metadataParam) return undefined;
  return describe(deps, decodeSegment(match.params[metadataParam]));
}

/** Drops the query string, a trailing slash and repeated slashes: /movements/?x=1 is /movements. */
function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "/";
  const collapsed = withoutQuery.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}
