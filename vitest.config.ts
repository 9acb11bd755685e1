import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["shared/**/*.test.ts", "migrations/**/*.test.ts", "services/**/*.test.ts", "ops/**/*.test.ts"],
          exclude: ["**/node_modules/**", "ops/e2e/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web-public",
      "web-admin",
    ],
  },
});
