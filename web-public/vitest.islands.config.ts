import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { PREACT_IN_THE_BROWSER } from "./vite.config";

/**
 * The tests of what runs in the browser: the island loader, hydration over server HTML, the islands themselves.
 * Not yet here: routine-player.test.tsx (@xstate/react's CommonJS use-sync-external-store requires React itself,
 * which only the build's CommonJS transform sends to Preact) and the island markers drawn with react-dom/server
 * in island-markers.test.tsx.
 */
export const ISLAND_TESTS = [
  "src/app/islands/islands.test.tsx",
  "src/app/islands/typed-before-start.test.tsx",
  "src/app/routes/marketing-pages-hydration.test.tsx",
  "src/features/pricing/components/plan-tabs.test.tsx",
  "src/features/shared-routine/player-island.test.tsx",
];

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * The islands as they ship: on preact/compat, with the browser build's aliases and its ISLANDS_ON_PREACT flag
 * (vite.config.ts). A page's HTML still comes from the server render on React, loaded in a module graph of
 * its own (testing/server-render-on-react.ts), so a test hydrates what the server sends with what the browser runs.
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\/entry-server$/, replacement: src("testing/server-render-on-react.ts") },
      { find: "@", replacement: src("") },
      // The same tests, rendered by Testing Library's Preact renderer (the React one would bring React back).
      { find: /^@testing-library\/react$/, replacement: "@testing-library/preact" },
      ...PREACT_IN_THE_BROWSER,
    ],
    dedupe: ["preact"],
    // A dependency's ES module build, as the browser build takes it (its CommonJS build would require React).
    conditions: ["module", "browser", "development|production"],
  },
  test: {
    name: "web-public-islands",
    // The browser build's flag (vite.config.ts defines it), set for this project's tests only: a `define` of an
    // import.meta.env key would be set on process.env for every project of the run.
    env: { ISLANDS_ON_PREACT: "true" },
    environment: "happy-dom",
    isolate: false,
    include: ISLAND_TESTS,
    // The aliases reach a dependency only when Vite transforms it: every one that imports React.
    server: {
      deps: {
        inline: [/@testing-library\/preact/, /@tanstack\/react-query/, /react-router/, /@radix-ui/, /@xstate\/react/],
      },
    },
    setupFiles: ["src/testing/preload-chunks.ts"],
  },
});
