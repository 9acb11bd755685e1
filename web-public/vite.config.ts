import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Every page arrives rendered by the server; its scripts only hydrate it. Asked
 * for at low priority, they stay behind the stylesheet and the images, so the
 * first paint does not wait for them (the server marks its route preloads alike).
 */
function hydrationScriptsAtLowPriority(): Plugin {
  return {
    name: "movebreak:hydration-scripts-at-low-priority",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/**
 * The browser's islands run on preact/compat (docs/decisions.md, "Islands"): the same components, about a
 * sixth of React DOM's weight. The server renders with React. The islands' tests run under these same
 * aliases (vitest.islands.config.ts), the server render's under React (vitest.config.ts).
 */
export const PREACT_IN_THE_BROWSER = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), hydrationScriptsAtLowPriority()],
  define: isSsrBuild ? {} : { "import.meta.env.ISLANDS_ON_PREACT": "true" },
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(isSsrBuild ? [] : PREACT_IN_THE_BROWSER),
    ],
    // A single React (or Preact) in both outputs, whatever copies the install nests.
    dedupe: ["react", "react-dom", "preact"],
  },
  // The server build gets its own --outDir (dist/server) from the build script. The client build's
  // manifest tells the server which chunk each screen is in (its modulepreload links); the server build
  // keeps every screen in its one file (each screen is a chunk of its own only in the browser).
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    ...(isSsrBuild ? { rolldownOptions: { output: { codeSplitting: false } } } : {}),
  },
  // The server build bundles its dependencies, so the server imports one self-contained file.
  ssr: { noExternal: true },
}));
