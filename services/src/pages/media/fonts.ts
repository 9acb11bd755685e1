import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Font } from "satori";
import { FONT_FAMILY } from "./theme.js";

// Inter ships one file per script subset. Each gets its own family name: satori then falls
// back from one to the next per glyph (fonts sharing a name would shadow each other), so
// together they draw Latin with accents, Vietnamese, Greek and Cyrillic.
// WOFF, not WOFF2: satori's font parser reads TTF/OTF/WOFF.
const SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"] as const;
const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);
const packageDir = () => dirname(require.resolve("@fontsource/inter/package.json"));
let cached: Promise<Font[]> | undefined;
let coverage: Array<[number, number]> | undefined;

async function load(): Promise<Font[]> {
  const jobs = WEIGHTS.flatMap((weight) =>
    SUBSETS.map(async (subset): Promise<Font> => {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      const name = subset === "latin" ? FONT_FAMILY : `${FONT_FAMILY} ${subset}`;
      return { name, data: await readFile(file), weight, style: "normal" };
    }),
  );
  return Promise.all(jobs);
}

/**
 * The fonts, read once per process. The same array is returned every time on purpose:
 * satori caches its parsed fonts by the identity of this array.
 */
export function loadFonts(): Promise<Font[]> {
  if (!cached) {
    cached = load().catch((error: unknown) => {
      cached = undefined; // a failed read is retried on the next render
      throw error;
    });
  }
  return cached;
}

/** Whether the loaded subsets cover `codePoint` (from the package's own unicode-range table). */
export function isDrawable(codePoint: number): boolean {
  coverage ??= readCoverage();
  return coverage.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function readCoverage(): Array<[number, number]> {
  const table = JSON.parse(readFileSync(join(packageDir(), "unicode.json"), "utf8")) as Record<string, string>;
  return SUBSETS.flatMap((subset) =>
    (table[subset] ?? "").split(",").map((range): [number, number] => {
      const [from = "0", to = from] = range.trim().replace(/^U\+/iu, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    }),
  );
}
