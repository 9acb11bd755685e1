/**
 * Page-cache bypasses (docs/benchmarks.md, "Canonical paths and cached 404s"): the built server on a fresh
 * embedded database, one autocannon flood at a time (PATHS_SECONDS each, default 5; 10 connections), each
 * request a new address of its kind. Reports requests per second, latency p50/p99, the statuses, and how many
 * of 40 sequential requests of the kind took a server render (the Server-Timing "render" entry, which servers
 * before commit e05e052 do not send: read 0 there as "not counted").
 *
 *   npx tsx ops/bench/paths/run.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startBuiltServer } from "../support/built-server";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const seconds = Number(process.env.PATHS_SECONDS ?? 5);

const cases: { name: string; path: (i: number) => string }[] = [
  { name: "/movements (cached page)", path: () => "/movements" },
  { name: "/MoVeMeNtS, a new mix of case each", path: (i) => `/${mixCase("movements", i)}` },
  { name: "/movements + 1..8 slashes", path: (i) => `/movements${"/".repeat(1 + (i % 8))}` },
  { name: "/nope-<n>", path: (i) => `/nope-${i}` },
  { name: "/try/<unknown key>", path: (i) => `/try/unknown-${i}` },
  { name: "/pages/<unknown slug>", path: (i) => `/pages/unknown-${i}` },
  { name: "/sitemap-<n>.xml", path: (i) => `/sitemap-${(i % 900) + 2}.xml` },
];

function mixCase(text: string, seed: number): string {
  return [...text].map((char, index) => ((seed >> index) & 1 ? char.toUpperCase() : char)).join("");
}

async function flood(origin: string, path: (i: number) => string) {
  let i = 0;
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: path(i++) }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: `${result["2xx"]}x2xx ${result["3xx"]}x3xx ${result["4xx"]}x4xx ${result["5xx"]}x5xx`,
  };
}

/** Of 40 new addresses of the kind, asked one after the other, how many took a render. */
async function renders(origin: string, path: (i: number) => string): Promise<string> {
  let rendered = 0;
  for (let i = 0; i < 40; i += 1) {
    const response = await fetch(`${origin}${path(1_000_000 + i)}`, { redirect: "manual" });
    await response.arrayBuffer();
    const timing = response.headers.get("server-timing");
    if (timing?.includes("render")) rendered += 1;
  }
  return `${rendered}/40`;
}

const server = await startBuiltServer(repoRoot, { name: "paths", env: { RATE_LIMIT_PER_CLIENT: "0" } });
try {
  const rows = [];
  for (const { name, path } of cases) {
    const load = await flood(server.origin, path);
    rows.push({ case: name, ...load, renders: await renders(server.origin, path) });
  }
  console.table(rows);
} finally {
  await server.stop();
  await server.removeData();
}
