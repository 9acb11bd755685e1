import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import express, { Router } from "express";

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
interface PublicServerEntry {
  render(
    url: string,
    config: PublicConfig,
    dehydratedState?: DehydratedState,
  ): Promise<{ status: number; html: string; head: string }>;
  prefetchPlan(url: string): { queryKey: string[]; path: string }[];
  dehydrateAnswers(answers: { queryKey: string[]; answer: QueryAnswer }[]): DehydratedState;
}

const ASSET_CACHE = { maxAge: "1y", immutable: true, index: false } as const;

function requireBuilt(file: string): void {
  if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
}

/**
 * The public React app: built assets, then every other GET rendered on the
 * server. With `loadQuery`, the API reads a page needs (the bundle's
 * prefetchPlan) are done in-process first, so data pages render with their
 * content and status, and the browser hydrates from the same state.
 */
export async function publicSite(repoRoot: string, config: PublicConfig, loadQuery?: LoadQuery): Promise<Router> {
  const clientDir = join(repoRoot, "web-public/dist/client");
  const serverEntry = join(repoRoot, "web-public/dist/server/entry-server.js");
  requireBuilt(join(clientDir, "index.html"));
  requireBuilt(serverEntry);
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  const entry = (await import(pathToFileURL(serverEntry).href)) as PublicServerEntry;
  const configScript = `window.__MOVEBREAK_CONFIG__=${serialize(config)}`;

  const router = Router();
  router.use("/assets", express.static(join(clientDir, "assets"), ASSET_CACHE));
  router.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  router.get("/{*path}", async (req, res) => {
    const dehydratedState = loadQuery ? await prefetch(entry, req.originalUrl, loadQuery) : undefined;
    const page = await entry.render(req.originalUrl, config, dehydratedState);
    const stateScript = dehydratedState ? `;window.__MOVEBREAK_STATE__=${serialize(dehydratedState)}` : "";
    const html = template
      .replace("<!--app-head-->", () => page.head)
      .replace("<!--app-html-->", () => page.html)
      .replace("<!--app-state-->", () => `<script>${configScript}${stateScript}</script>`);
    res.status(page.status).type("html").setHeader("Cache-Control", "no-cache").send(html);
  });
  return router;
}

/** The reads a URL needs, answered in parallel and turned into the cache state render() starts from. */
async function prefetch(
  entry: PublicServerEntry,
  url: string,
  loadQuery: LoadQuery,
): Promise<DehydratedState | undefined> {
  const plan = entry.prefetchPlan(url);
  if (plan.length === 0) return undefined;
  const answers = await Promise.all(
    plan.map(async ({ queryKey, path }) => ({ queryKey, answer: await loadQuery(path) })),
  );
  return entry.dehydrateAnswers(answers);
}

/** The admin single-page app under /admin: files, else index.html for its client-side routes. */
export function adminApp(repoRoot: string): Router {
  const distDir = join(repoRoot, "web-admin/dist");
  const indexFile = join(distDir, "index.html");
  requireBuilt(indexFile);
  const router = Router();
  router.use("/assets", express.static(join(distDir, "assets"), ASSET_CACHE));
  router.use(express.static(distDir, { index: false, redirect: false }));
  router.get("/{*path}", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}

/** JSON safe inside a <script> element. */
function serialize(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
