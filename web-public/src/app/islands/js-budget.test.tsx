import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkFiles, entryKeys, type ViteManifest } from "@movebreak/shared/vite-manifest";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import {
  ALL_LOCATIONS,
  HIP_PAIN,
  HIP_PAIN_WORKOUTS,
  hipPainContent,
} from "@/features/routine/testing/routine-fixtures";
import { landingPageFixture } from "@/testing/landing-page-fixture";
import { prefetchedState } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

/*
 * Issue 20's budgets, read from the build (dist/client: `npm run build` first; CI builds before testing).
 * What a page loads is what its server render asks for (its islands) walked through Vite's manifest,
 * each file gzipped at level 6 (the server's compression).
 */
const CLIENT_DIR = join(import.meta.dirname, "../../../dist/client");
const KB = 1024;

function readManifest(): ViteManifest {
  const file = join(CLIENT_DIR, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w web-public\` first`);
  return JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
}

const gzipped = (files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 6 }).length, 0);

/** The server's answer to each read a page's plan asks for, by the read's path (undefined: a 404). */
const stateFor = (url: string, answer: (path: string) => unknown) =>
  prefetchedState(url, (path) => {
    const body = answer(path);
    return body === undefined ? { status: 404, body: { error: "Not found" } } : { status: 200, body };
  });

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
      // The entry (the island loader, on every page) and what the page's islands load (entry-server's modules).
      const { js, css } = chunkFiles(manifest, [...entryKeys(manifest), ...rendered.modules, ...rendered.laterModules]);
      const jsKB = gzipped(js) / KB;
      const cssKB = gzipped(css) / KB;
      console.info(`${page.url}: ${jsKB.toFixed(1)} KB JavaScript (${js.length} files), ${cssKB.toFixed(1)} KB CSS`);
      expect(jsKB).toBeLessThanOrEqual(page.budgetKB);
      expect(cssKB).toBeLessThanOrEqual(20);
    });
  }

  it("when a page has an island, then the build has its chunk (each island's module is a manifest entry)", async () => {
    const rendered = await render("/movements/hip-pain", TEST_CONFIG, stateFor("/movements/hip-pain", locationAnswer));
    const modules = [...rendered.modules, ...rendered.laterModules];
    expect(modules.length).toBeGreaterThan(1);
    for (const module of modules) expect(manifest[module], module).toBeDefined();
  });
});

/**
 * The scripts a built file imports statically, read from the file itself (`import{…}from"./x.js"` or
 * `import"./x.js"`; an `import("./x.js")` loads later and is not one), followed transitively.
 */
function staticImportClosure(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(CLIENT_DIR, file), "utf8");
    for (const [, name] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) visit(`assets/${name}`);
  };
  for (const file of files) visit(file);
  return seen;
}

describe("the manifest walk (shared/src/vite-manifest.ts), against the build", () => {
  const manifest = readManifest();
  const template = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");

  it("when a page's islands are walked, then the scripts are the ones their built files import, and the CSS the template links", async () => {
    const rendered = await render("/movements/hip-pain", TEST_CONFIG, stateFor("/movements/hip-pain", locationAnswer));
    const keys = [...entryKeys(manifest), ...rendered.modules, ...rendered.laterModules];
    const { js, css } = chunkFiles(manifest, keys);
    const ownFiles = keys.map((key) => manifest[key]?.file ?? key);
    expect(new Set(js)).toEqual(staticImportClosure(ownFiles));
    // Each chunk is the island's own: the loader and the player are there, the embed tool (another page's) is not.
    expect(js).toContain(manifest["src/features/routine/components/routine-player.tsx"]?.file);
    expect(js).toContain(manifest["src/app/islands/hydrate-component.tsx"]?.file);
    expect(js).not.toContain(manifest["src/app/islands/embed-tool-island.tsx"]?.file);
    const linked = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, href]) => href);
    expect(css).toEqual(linked);
  });

  it("when every island is walked, then each one's scripts are the ones its built file imports", () => {
    for (const key of Object.keys(manifest).filter((k) => k.startsWith("src/"))) {
      const file = manifest[key]?.file ?? key;
      expect(new Set(chunkFiles(manifest, [key]).js), key).toEqual(staticImportClosure([file]));
    }
  });
});
