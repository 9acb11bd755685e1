import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { dehydrateAnswers, prefetchPlan, render } from "@/entry-server";
import {
  ALL_LOCATIONS,
  HIP_PAIN,
  HIP_PAIN_WORKOUTS,
  hipPainContent,
} from "@/features/routine/testing/routine-fixtures";
import { landingPageFixture } from "@/testing/landing-page-fixture";
import { TEST_CONFIG } from "@/testing/test-config";
import { type Manifest, pageFiles } from "./page-scripts";

/*
 * Issue 20's budgets, read from the build (dist/client: `npm run build` first; CI builds before testing).
 * What a page loads is what its server render asks for (its islands) walked through Vite's manifest,
 * each file gzipped at level 6 (the server's compression).
 */
const CLIENT_DIR = join(import.meta.dirname, "../../../dist/client");
const KB = 1024;

function readManifest(): Manifest {
  const file = join(CLIENT_DIR, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w web-public\` first`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

const gzipped = (files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 6 }).length, 0);

/** The server's answer to each read a page's plan asks for, by the read's path. */
function stateFor(url: string, answer: (path: string) => unknown) {
  return dehydrateAnswers(
    prefetchPlan(url).map(({ queryKey, path }) => {
      const body = answer(path);
      return {
        queryKey,
        answer: body === undefined ? { status: 404, body: { error: "Not found" } } : { status: 200, body },
      };
    }),
  );
}

const locationAnswer = (path: string) =>
  path.startsWith("/api/locations/by-slug/")
    ? HIP_PAIN
    : path.startsWith("/api/workouts")
      ? HIP_PAIN_WORKOUTS
      : path.startsWith("/api/location-content")
        ? hipPainContent()
        : path.startsWith("/api/metadata")
          ? undefined
          : ALL_LOCATIONS;

const PAGES = [
  { name: "/", url: "/", budgetKB: 40 },
  { name: "a location page (the player)", url: "/movements/hip-pain", budgetKB: 70, answer: locationAnswer },
  {
    name: "a landing page",
    url: "/pages/x",
    budgetKB: 15,
    answer: (path: string) => (path.startsWith("/api/metadata") ? undefined : landingPageFixture()),
  },
] as const;

describe("JavaScript and CSS budgets (from the build's manifest)", () => {
  const manifest = readManifest();

  for (const page of PAGES) {
    it(`when ${page.name} loads, then its JavaScript is at most ${page.budgetKB} KB and its CSS at most 20 KB gzipped`, async () => {
      const state = "answer" in page ? stateFor(page.url, page.answer) : undefined;
      const rendered = await render(page.url, TEST_CONFIG, state);
      expect(rendered.status).toBe(200);
      const { js, css } = pageFiles(manifest, rendered.modules);
      const jsKB = gzipped(js) / KB;
      const cssKB = gzipped(css) / KB;
      console.info(`${page.url}: ${jsKB.toFixed(1)} KB JavaScript (${js.length} files), ${cssKB.toFixed(1)} KB CSS`);
      expect(jsKB).toBeLessThanOrEqual(page.budgetKB);
      expect(cssKB).toBeLessThanOrEqual(20);
    });
  }

  it("when a page has an island, then the build has its chunk (each island's module is a manifest entry)", async () => {
    const rendered = await render("/movements/hip-pain", TEST_CONFIG, stateFor("/movements/hip-pain", locationAnswer));
    expect(rendered.modules.length).toBeGreaterThan(1);
    for (const module of rendered.modules) expect(manifest[module], module).toBeDefined();
  });
});
