import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { LATER_SCRIPTS_TEMPLATE_ID } from "@movebreak/shared/later-scripts";
import { PAGE_LOAD_META } from "@movebreak/shared/page-beacon";
import { matchPublicRoute } from "@movebreak/shared/public-routes";
import { chunkFiles, entryKeys, type ViteManifest } from "@movebreak/shared/vite-manifest";
import express, { Router } from "express";
import type { Logger } from "pino";
import type { ReadCache } from "../../lib/read-cache";
import { ASSET_CACHE, requireBuilt } from "../built-assets";
import { type EdgeCachePolicy, notFoundCacheControl, publicPageCacheControl } from "../cache/edge-cache-control";
import { fillNotFound, notFoundShape, notFoundTemplate, standInTokens } from "../cache/not-found-pages";
import { pageAddress } from "../cache/page-address";
import { sendPrepared } from "../cache/prepared-body";
import { type CachedPage, cachedPage } from "../cache/public-content-cache";
import { keysOfPage, surrogateHeaders } from "../cache/surrogate-keys";

/** An API answer got in-process (no HTTP round trip), for server-side prefetching. */
export interface QueryAnswer {
  status: number;
  body: unknown;
}

/** Reads one API path (for example "/api/pages/back-pain") through the server's own handlers. */
export type LoadQuery = (path: string) => Promise<QueryAnswer>;

/** TanStack Query's DehydratedState; built and read only inside the web-public bundle. */
type DehydratedState = unknown;

/** What web-public/dist/server/entry-server.js exports (web-public/src/entry-server.tsx). */
export interface PublicServerEntry {
  render(
    url: string,
    config: PublicConfig,
    dehydratedState?: DehydratedState,
  ): Promise<{ status: number; html: string; head: string; modules?: string[]; laterModules?: string[] }>;
  prefetchPlan(url: string): { queryKey: string[]; path: string }[];
  dehydrateAnswers(answers: { queryKey: string[]; answer: QueryAnswer }[]): DehydratedState;
  preloadAllRoutes(): Promise<void>;
  statusOf(url: string, config: PublicConfig, dehydratedState?: DehydratedState): number;
}

/**
 * modulepreload links for the chunks of the code a page's islands load (entry-server's `modules`: each
 * island is a chunk of its own, with the loader's), so the browser fetches them with the entry instead of
 * after it; prefetch links for the chunks only islands that wait for the reader need (`laterModules`), in an
 * inert template the page moves into <head> once it has loaded (shared/src/later-scripts.ts): downloaded at low
 * priority after the load, never compiled until used (six prefetches issued during the home page's load cost
 * ~27 ms of main thread). Chunks the entry loads are left out: the page template already asks for them.
 */
export function routePreloader(
  manifest: ViteManifest | undefined,
): (modules: readonly string[], laterModules?: readonly string[]) => string {
  if (!manifest) return () => "";
  const entryFiles = new Set(chunkFiles(manifest, entryKeys(manifest)).js);
  const cache = new Map<string, string>();
  return (modules, laterModules = []) => {
    const key = `${modules.join("\n")}|${laterModules.join("\n")}`;
    let links = cache.get(key);
    if (links === undefined) {
      const now = chunkFiles(manifest, modules).js.filter((file) => !entryFiles.has(file));
      const later = chunkFiles(manifest, laterModules).js.filter(
        (file) => !entryFiles.has(file) && !now.includes(file),
      );
      const prefetches = later.map(
        (file) => `<link rel="prefetch" as="script" fetchpriority="low" crossorigin href="/${file}" />`,
      );
      links = [
        ...now.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`),
        ...(prefetches.length ? [`<template id="${LATER_SCRIPTS_TEMPLATE_ID}">${prefetches.join("")}</template>`] : []),
      ].join("\n");
      cache.set(key, links);
    }
    return links;
  };
}

function readManifest(clientDir: string): ViteManifest | undefined {
  const file = join(clientDir, ".vite/manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ViteManifest) : undefined;
}

export interface PublicSiteOptions {
  repoRoot: string;
  config: PublicConfig;
  /** The inline scripts every page carries (inline-scripts.ts): the policy lists their hashes. */
  inlineScriptsHtml: string;
  /** How long shared caches may keep a page (edge-cache-control.ts). */
  edge: EdgeCachePolicy;
  /** What a page's `<meta name="page-load">` carries: its token for the beacons, bound to its path (not per request). */
  pageLoadToken?(path: string): string;
  loadQuery?: LoadQuery;
  cache?: ReadCache<CachedPage>;
  logger?: Pick<Logger, "warn">;
}

/**
 * The public React app: built assets, then every other GET rendered on the
 * server. With `loadQuery`, the API reads a page needs (the bundle's
 * prefetchPlan) are done in-process first, so data pages render with their
 * content and status, and the browser hydrates from the same state.
 * A page holds nothing per request: the same content is the same bytes (and ETag)
 * on every instance, which shared caches keep (Cache-Control, Surrogate-Key).
 */
export async function publicSite(options: PublicSiteOptions): Promise<Router> {
  const { repoRoot, config, loadQuery, cache, logger } = options;
  const clientDir = join(repoRoot, "web-public/dist/client");
  const serverEntry = join(repoRoot, "web-public/dist/server/entry-server.js");
  requireBuilt(join(clientDir, "index.html"));
  requireBuilt(serverEntry);
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  const entry = (await import(pathToFileURL(serverEntry).href)) as PublicServerEntry;
  // A bundle built before statusOf existed would make every page a 500: refuse to start instead.
  if (typeof entry.statusOf !== "function") {
    throw new Error(`${serverEntry} is older than the server: rebuild it (npm run build -w web-public)`);
  }
  // Compiling the screens' chunks and a first render take a few hundred ms of the event loop: done before the
  // server is ready rather than inside a visitor's first request (and beside everyone else's).
  await entry.preloadAllRoutes();
  await entry.render("/", config);
  const preloadLinks = routePreloader(readManifest(clientDir));
  const pageCacheControl = publicPageCacheControl(options.edge);
  const missingCacheControl = notFoundCacheControl(options.edge);

  const router = Router();
  router.use("/assets", express.static(join(clientDir, "assets"), ASSET_CACHE));
  // No directory redirect: "/movements/.." resolves to the folder itself, and a 301 to "/movements/../" names no page.
  router.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  const renderPage = async (
    url: string,
    dehydratedState: DehydratedState | undefined,
    loadToken?: string,
  ): Promise<CachedPage> => {
    const page = await entry.render(url, config, dehydratedState);
    // Only a page that sends beacons (a 200) carries its token.
    const token = page.status === 200 && loadToken ? `<meta name="${PAGE_LOAD_META}" content="${loadToken}">\n` : "";
    const html = template
      .replace("<!--app-head-->", () => `${page.head}\n${token}${preloadLinks(page.modules ?? [], page.laterModules)}`)
      .replace("<!--app-html-->", () => page.html)
      // No query state: only islands hydrate, and each carries its own data as props (web-public/src/lib/island.tsx).
      .replace("<!--app-state-->", () => options.inlineScriptsHtml);
    return cachedPage(page.status, html);
  };
  const read = (url: string) => (loadQuery ? prefetch(entry, url, loadQuery, logger) : Promise.resolve(undefined));
  // A 404 is rendered once per kind of address and filled in per request (cache/not-found-pages.ts): a flood of
  // unknown addresses costs their reads (a data page must still be looked up) and a string replace, not a render.
  // The stand-in must be the same page as the path (the route table's first segments keep their text).
  const renderStandIn = async (url: string, standIn: string) =>
    matchPublicRoute(standIn)?.id === matchPublicRoute(url)?.id
      ? renderPage(standIn, await read(standIn))
      : cachedPage(0, "");
  const notFoundPage = async (url: string, rendered: () => void): Promise<CachedPage | undefined> => {
    const shape = notFoundShape(url);
    if (!cache || !shape) return undefined;
    const kind = await cache.get(shape.key, async () => {
      rendered();
      const [tokens, other] = [standInTokens(shape.values.length), standInTokens(shape.values.length)];
      const [first, second] = await Promise.all([
        renderStandIn(url, shape.standIn(tokens)),
        renderStandIn(url, shape.standIn(other)),
      ]);
      return notFoundTemplate(first, second, tokens, other);
    });
    return kind.template === "none" ? undefined : fillNotFound(kind, shape.values);
  };
  const loadPage = async (url: string, rendered: () => void, loadToken?: string): Promise<CachedPage> => {
    const dehydratedState = await read(url);
    if (entry.statusOf(url, config, dehydratedState) === 404) {
      const page = await notFoundPage(url, rendered);
      if (page) return page;
    }
    rendered();
    return renderPage(url, dehydratedState, loadToken);
  };
  router.get("/{*path}", async (req, res) => {
    const url = pageAddress(req.originalUrl);
    const started = performance.now();
    let rendered = false;
    const markRendered = () => {
      rendered = true;
    };
    // The token names the page's path (what its beacon sends) and the hour: a page is kept per token, so a new hour
    // renders it anew and no reader gets a token older than the cache's TTL.
    const loadToken = options.pageLoadToken?.(url.split("?")[0] ?? url);
    const load = () => loadPage(url, markRendered, loadToken);
    const page = cache ? await cache.get(loadToken ? `${url}\n${loadToken}` : url, load) : await load();
    // Says when this answer took a server render (a cache miss), for benches and browsers' developer tools.
    if (rendered) res.setHeader("Server-Timing", `render;dur=${(performance.now() - started).toFixed(1)}`);
    const cacheControl =
      page.status === 200 ? pageCacheControl : page.status === 404 ? missingCacheControl : "no-cache";
    res.status(page.status).setHeader("Cache-Control", cacheControl);
    for (const [name, value] of surrogateHeaders(keysOfPage(url.split("?")[0] ?? url))) res.setHeader(name, value);
    // A kept page (200) goes as the bytes, ETag and encodings made once with it; any other is compressed per response.
    if (page.body) sendPrepared(req, res, page.body);
    else res.type("html").send(page.html);
  });
  return router;
}

/** The reads a URL needs, answered in parallel and turned into the cache state render() starts from. */
async function prefetch(
  entry: PublicServerEntry,
  url: string,
  loadQuery: LoadQuery,
  logger?: Pick<Logger, "warn">,
): Promise<DehydratedState | undefined> {
  const plan = entry.prefetchPlan(url);
  if (plan.length === 0) return undefined;
  const answers = await Promise.all(
    plan.map(async ({ queryKey, path }) => ({ queryKey, path, answer: await loadQuery(path) })),
  );
  // The spec's message (public spec, error messages): the page renders, its head simply not customised.
  for (const { path, answer } of answers) {
    if (path.startsWith("/api/metadata") && answer.status !== 200) {
      logger?.warn({ path, status: answer.status }, "Failed to fetch metadata");
    }
  }
  return entry.dehydrateAnswers(answers);
}
