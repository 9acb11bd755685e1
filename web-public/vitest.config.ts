import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { ISLAND_TESTS } from "./vitest.islands.config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) }, dedupe: ["react", "react-dom"] },
  test: {
    name: "web-public",
    environment: "happy-dom",
    // One module graph and one document for all of a worker's files (docs/decisions.md, "Test files share
    // their worker's modules"): each file cleans up what it renders.
    isolate: false,
    include: ["src/**/*.test.tsx", "embed/**/*.test.ts"],
    // The islands' own tests run on Preact, as the browser does (vitest.islands.config.ts). This project runs
    // React, as the server does: every page's server render, and the tests that still render a whole page in
    // the browser (renderApp), which never happens outside the tests.
    exclude: ISLAND_TESTS,
    // Screens and the toaster are lazy chunks; tests render synchronously, so every chunk is loaded first.
    setupFiles: ["src/testing/preload-chunks.ts"],
  },
});
