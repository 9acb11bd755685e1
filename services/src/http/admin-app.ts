import { join } from "node:path";
import express, { Router } from "express";
import { ASSET_CACHE, requireBuilt } from "./built-assets";

/** The admin single-page app under /admin: files, else index.html for its client-side routes. */
export function adminApp(repoRoot: string): Router {
  const distDir = join(repoRoot, "web-admin/dist");
  const indexFile = join(distDir, "index.html");
  requireBuilt(indexFile);
  const router = Router();
  router.use("/assets", express.static(join(distDir, "assets"), ASSET_CACHE));
  // Everything but the hashed assets keeps the no-store every operator's answer carries (http/no-store.ts).
  router.use(express.static(distDir, { index: false, redirect: false, cacheControl: false }));
  router.get("/{*path}", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.sendFile(indexFile);
  });
  return router;
}
