import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The default reporter, and a watchdog that ends the run naming a test file that hangs.
    reporters: ["default", "./ops/test-watchdog.ts"],
    // Stopping a test app is bounded (services/src/main.ts); this bounds what is left after the last file.
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["shared/**/*.test.ts", "migrations/**/*.test.ts", "services/**/*.test.ts", "ops/**/*.test.ts"],
          // The fleet test needs nginx and PostgreSQL: `npm run test:fleet` runs it (ops/fleet/vitest.config.ts);
          // the scrape test needs Prometheus: `npm run test:prometheus` (ops/prometheus/vitest.config.ts).
          exclude: ["**/node_modules/**", "ops/e2e/**", "ops/fleet/fleet.test.ts", "ops/prometheus/scrape.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph for all of a worker's files (docs/decisions.md, "Test files share their worker's
          // modules"): each file's own setup and cleanup is what keeps it apart.
          isolate: false,
        },
      },
      // The browser code's tests never reach a database: the PostgreSQL pass (TEST_DATABASE_URL) would only
      // repeat them (docs/decisions.md, "CI runs two streams at once").
      ...(process.env.TEST_DATABASE_URL ? [] : ["web-public", "web-public/vitest.islands.config.ts", "web-admin"]),
    ],
  },
});
