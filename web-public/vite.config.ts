import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // A single React in both outputs, whatever copies the install nests.
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) }, dedupe: ["react", "react-dom"] },
  // The server build gets its own --outDir (dist/server) from the build script.
  build: { outDir: "dist/client", emptyOutDir: true, copyPublicDir: !isSsrBuild },
  // The server build bundles its dependencies, so the server imports one self-contained file.
  ssr: { noExternal: true },
}));
