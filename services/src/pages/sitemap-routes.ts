import { STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import { toSlug } from "@movebreak/shared/slug";
import { Router } from "express";
import type { Kysely } from "kysely";
import { listLocations } from "../catalog/locations-repo";
import type { Database } from "../db/schema";

export const SITEMAP_URL_LIMIT = 50_000;

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

/** Every public address: the fixed routes, each location routine page, each landing page. */
export async function sitemapEntries(db: Kysely<Database>, siteUrl: string): Promise<Entry[]> {
  const fixed = Object.keys(STATIC_ROUTE_METADATA)
    .filter((path) => path !== "/index-3")
    .map((path) => ({ loc: `${siteUrl}${path === "/" ? "/" : path}` }));
  const locations = (await listLocations(db)).map((location) => ({
    loc: `${siteUrl}/movements/${toSlug(location.title)}`,
  }));
  const pages = (await db.selectFrom("landingPages").select(["slug", "updatedAt"]).orderBy("id").execute()).map(
    (page) => ({
      loc: `${siteUrl}/pages/${page.slug}`,
      lastmod: page.updatedAt.toISOString().slice(0, 10),
    }),
  );
  return [...fixed, ...locations, ...pages];
}

function urlset(entries: Entry[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** sitemap.xml (an index of sitemap-N.xml past 50,000 addresses) and robots.txt pointing to it. */
export function sitemapRoutes(deps: { db: Kysely<Database>; siteUrl: string; limit?: number }): Router {
  const limit = deps.limit ?? SITEMAP_URL_LIMIT;
  const router = Router();

  router.get("/sitemap.xml", async (_req, res) => {
    const entries = await sitemapEntries(deps.db, deps.siteUrl);
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=600");
    if (entries.length <= limit) {
      res.send(urlset(entries));
      return;
    }
    const parts = Math.ceil(entries.length / limit);
    const items = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${escapeXml(`${deps.siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`,
    );
  });

  router.get("/sitemap-:part.xml", async (req, res, next) => {
    const part = Number(req.params.part);
    const entries = await sitemapEntries(deps.db, deps.siteUrl);
    const slice = Number.isInteger(part) && part >= 1 ? entries.slice((part - 1) * limit, part * limit) : [];
    if (slice.length === 0 || entries.length <= limit) {
      next();
      return;
    }
    res.type("application/xml").send(urlset(slice));
  });

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${deps.siteUrl}/sitemap.xml\n`);
  });

  return router;
}
