import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) }, dedupe: ["react", "react-dom"] },
  test: {
    name: "web-public",
    environment: "happy-dom",
    include: ["src/**/*.test.tsx", "embed/**/*.test.ts"],
    // Screens and the toaster are lazy chunks; tests render synchronously, so every chunk is loaded first.
    setupFiles: ["src/testing/preload-chunks.ts"],
  },
});
