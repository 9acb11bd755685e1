import { hrefOf, PUBLIC_ROUTE_ENTRIES } from "@movebreak/shared/public-routes";
import { type Response, Router } from "express";
import type { Kysely } from "kysely";
import { listLocationSlugs } from "../catalog/locations-repo";
import type { Database } from "../db/schema";
import { EVERYTHING, PAGE_LISTS, type PublicAddresses, surrogateHeaders } from "../http/cache/surrogate-keys";
import type { ReadCache } from "../lib/read-cache";

export const SITEMAP_URL_LIMIT = 50_000;
const SITEMAP_KEYS = surrogateHeaders([EVERYTHING, PAGE_LISTS]);
/** The address of the sitemap index's part `n` (from 1). */
const sitemapPart = (n: number) => `/sitemap-${n}.xml`;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

interface Entry {
  loc: string;
  lastmod?: string;
}

/**
 * Every public address (the route table's): each fixed page, each location routine page, each landing page; with
 * `indexableOnly` (the sitemap), only the landing pages open to search.
 */
export async function sitemapEntries(db: Kysely<Database>, siteUrl: string, indexableOnly = false): Promise<Entry[]> {
  // A fixed page at its own address (the first of its paths: the home page's alias is left out).
  const fixed = PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) =>
    route.meta ? [{ loc: `${siteUrl}${route.paths[0]}` }] : [],
  );
  const locations = (await listLocationSlugs(db)).map((slug) => ({
    loc: `${siteUrl}${hrefOf("locationRoutine", { slug })}`,
  }));
  let query = db.selectFrom("landingPages").select(["slug", "updatedAt"]).orderBy("id");
  if (indexableOnly) query = query.where("indexable", "=", true);
  const pages = (await query.execute()).map((page) => ({
    loc: `${siteUrl}${hrefOf("landingPage", { slug: page.slug })}`,
    lastmod: page.updatedAt.toISOString().slice(0, 10),
  }));
  return [...fixed, ...locations, ...pages];
}

/** The public addresses as paths, and the sitemap's files: what a purge of every public answer names. */
export async function publicAddresses(
  db: Kysely<Database>,
  siteUrl: string,
  limit = SITEMAP_URL_LIMIT,
): Promise<PublicAddresses> {
  const entries = await sitemapEntries(db, siteUrl);
  const parts = entries.length > limit ? Math.ceil(entries.length / limit) : 0;
  return {
    pages: entries.map((entry) => entry.loc.slice(siteUrl.length)),
    sitemaps: ["/sitemap.xml", ...Array.from({ length: parts }, (_, i) => sitemapPart(i + 1))],
  };
}

function urlset(entries: Entry[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** sitemap.xml (an index of sitemap-N.xml past 50,000 addresses) and robots.txt pointing to it. */
export function sitemapRoutes(deps: {
  db: Kysely<Database>;
  siteUrl: string;
  limit?: number;
  /** Emptied with the other public caches whenever pages or locations change. */
  cache?: ReadCache<{ xml: string }>;
}): Router {
  const limit = deps.limit ?? SITEMAP_URL_LIMIT;
  const router = Router();
  const cached = async (key: string, build: () => Promise<string>) => {
    const load = async () => ({ xml: await build() });
    return (deps.cache ? await deps.cache.get(key, load) : await load()).xml;
  };
  const entries = () => sitemapEntries(deps.db, deps.siteUrl, true);
  // The sitemap lists every page: any write that adds or drops one purges it (surrogate-keys.ts).
  const tagged = (res: Response) => {
    for (const [name, value] of SITEMAP_KEYS) res.setHeader(name, value);
    return res.type("application/xml").setHeader("Cache-Control", "public, max-age=600");
  };

  router.get("/sitemap.xml", async (_req, res) => {
    const xml = await cached("sitemap.xml", async () => {
      const all = await entries();
      if (all.length <= limit) return urlset(all);
      const items = Array.from(
        { length: Math.ceil(all.length / limit) },
        (_, i) => `  <sitemap><loc>${escapeXml(`${deps.siteUrl}${sitemapPart(i + 1)}`)}</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
    });
    tagged(res).send(xml);
  });

  router.get("/sitemap-:part.xml", async (req, res, next) => {
    const part = Number(req.params.part);
    if (!Number.isInteger(part) || part < 1 || part > 1_000) {
      next();
      return;
    }
    // "" stands for "no such part" (cached too, so unknown parts cost nothing either).
    const xml = await cached(`sitemap-${part}.xml`, async () => {
      const all = await entries();
      const slice = all.slice((part - 1) * limit, part * limit);
      return slice.length === 0 || all.length <= limit ? "" : urlset(slice);
    });
    if (!xml) {
      next();
      return;
    }
    tagged(res).send(xml);
  });

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${deps.siteUrl}/sitemap.xml\n`);
  });

  return router;
}
