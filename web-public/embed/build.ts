// Bundles the embeddable player on its own: one minified IIFE, no framework,
// at web-public/dist/embed/movebreak-player.js (named from the brand), and the same player with the
// iframe page's start-up at web-public/dist/embed/movebreak-frame.js.
import { fileURLToPath } from "node:url";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { EMBED_FRAME_PATHS } from "@movebreak/shared/embed-frame";
import { build } from "esbuild";

const webPublic = fileURLToPath(new URL("..", import.meta.url));

const bundles = [
  { entry: "embed/src/main.ts", outfile: `dist${BRAND_PATHS.playerScript}` },
  { entry: "embed/src/frame.ts", outfile: `dist${EMBED_FRAME_PATHS.script}` },
];

for (const { entry, outfile } of bundles) await bundle(entry, outfile);

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: webPublic,
    entryPoints: [entry],
    outfile,
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
}
