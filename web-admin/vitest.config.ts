import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { srcAlias } from "./vite.config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: srcAlias },
  test: {
    name: "web-admin",
    environment: "happy-dom",
    include: ["src/**/*.test.tsx"],
    setupFiles: ["./src/testing/setup-tests.ts"],
  },
});
