import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import express, { Router } from "express";

type Render = (url: string, config: PublicConfig) => Promise<{ status: number; html: string; head: string }>;

const ASSET_CACHE = { maxAge: "1y", immutable: true, index: false } as const;

function requireBuilt(file: string): void {
  if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
}

/** The public React app: built assets, then every other GET rendered on the server. */
export async function publicSite(repoRoot: string, config: PublicConfig): Promise<Router> {
  const clientDir = join(repoRoot, "web-public/dist/client");
  const serverEntry = join(repoRoot, "web-public/dist/server/entry-server.js");
  requireBuilt(join(clientDir, "index.html"));
  requireBuilt(serverEntry);
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const state = `<script>window.__MOVEBREAK_CONFIG__=${serialize(config)}</script>`;

  const router = Router();
  router.use("/assets", express.static(join(clientDir, "assets"), ASSET_CACHE));
  router.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  router.get("/{*path}", async (req, res) => {
    const page = await render(req.originalUrl, config);
    const html = template
      .replace("<!--app-head-->", page.head)
      .replace("<!--app-html-->", page.html)
      .replace("<!--app-state-->", state);
    res.status(page.status).type("html").setHeader("Cache-Control", "no-cache").send(html);
  });
  return router;
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
