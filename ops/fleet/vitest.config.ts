import { defineConfig } from "vitest/config";

// `npm run test:fleet`: the fleet end to end (edge + 2 instances on PostgreSQL), apart from `npm test`, which
// needs neither nginx nor a PostgreSQL server.
export default defineConfig({
  test: {
    name: "fleet",
    environment: "node",
    root: new URL("../..", import.meta.url).pathname,
    include: ["ops/fleet/fleet.test.ts"],
    reporters: ["default", "./ops/test-watchdog.ts"],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
