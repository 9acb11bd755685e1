// Bundles the embeddable player on its own: one minified IIFE, no framework,
// at web-public/dist/embed/movebreak-player.js (named from the brand).
import { fileURLToPath } from "node:url";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { build } from "esbuild";

const webPublic = fileURLToPath(new URL("..", import.meta.url));

await build({
  absWorkingDir: webPublic,
  entryPoints: ["embed/src/main.ts"],
  outfile: `dist${BRAND_PATHS.playerScript}`,
  bundle: true,
  minify: true,
  format: "iife",
  platform: "browser",
  // Browsers with shadow DOM, constructable-sheet fallback and CSS aspect-ratio.
  target: ["es2020", "chrome91", "firefox89", "safari15"],
  legalComments: "none",
  // ASCII only (the default): the bullet and any other non-ASCII text are escaped, so the
  // script reads the same on a host page in any encoding.
  charset: "ascii",
  logLevel: "warning",
});
