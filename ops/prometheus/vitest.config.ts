import { defineConfig } from "vitest/config";

// `npm run test:prometheus`: the built server scraped by Debian's Prometheus, apart from `npm test` (which does
// not need Prometheus installed; CI installs it in the background and runs this once it is there).
export default defineConfig({
  test: {
    name: "prometheus",
    environment: "node",
    root: new URL("../..", import.meta.url).pathname,
    include: ["ops/prometheus/scrape.test.ts"],
    reporters: ["default", "./ops/test-watchdog.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
