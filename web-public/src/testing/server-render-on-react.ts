import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";

/**
 * `@/entry-server` in the islands' test project (vitest.islands.config.ts): the server render as the server
 * build makes it, on React. That project's module graph runs preact/compat, as the browser does, so the
 * server's code is loaded in a graph of its own, through a Vite server without the browser's aliases (what
 * `vite build --ssr` does); a test then hydrates the HTML it renders with the islands as they ship.
 */
// A string, not a URL: the test environment's URL is happy-dom's, which node:url does not take.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const server = await createServer({
  configFile: false,
  root,
  appType: "custom",
  logLevel: "error",
  plugins: [react()],
  resolve: { alias: { "@": resolve(root, "src") } },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const entry = (await server.ssrLoadModule("/src/entry-server.tsx")) as typeof import("../entry-server");

// Every screen compiled while the file loads, as the server does at start: not in the first test's time.
await entry.preloadAllRoutes();

export const { render, statusOf, prefetchPlan, dehydrateAnswers, preloadAllRoutes } = entry;
export type { PrefetchAnswer, PrefetchItem, RenderResult } from "../entry-server";
