import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web-admin",
    environment: "happy-dom",
    // One module graph and one document for all of a worker's files (docs/decisions.md, "Test files share
    // their worker's modules"): each file cleans up what it renders.
    isolate: false,
    include: ["src/**/*.test.tsx"],
    setupFiles: ["./src/testing/setup-tests.ts"],
  },
});
