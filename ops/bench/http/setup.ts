/**
 * What bench:http and its before/after comparison share: the browser's headers, the bare
 * Express baseline in its own process, the endpoints a run measures and their preflight.
 */
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AdminSession, logIn, publishLandingPage } from "../support/admin-api";
import { captureOutput, freePort, type RunningSite, stopChild, waitUntilReady } from "../support/built-server";
import type { EndpointKind } from "./report";

const here = dirname(fileURLToPath(import.meta.url));

/** A number from the environment (0 or more), or the default; anything else stops the bench naming it. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Load options every HTTP bench reads: BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS. */
export function loadOptionsFromEnv() {
  return {
    seconds: envNumber("BENCH_SECONDS", 10),
    warmupSeconds: envNumber("BENCH_WARMUP_SECONDS", 2),
    connections: envNumber("BENCH_CONNECTIONS", 50),
  };
}

/** What a browser sends: compression as Chrome asks for it, and a browser's user agent (a bot's views are not counted). */
export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
};
export const ACCEPT: Record<EndpointKind, string> = {
  json: "application/json",
  ssr: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

/** The baseline in its own process, as our server is: node --import tsx baseline-server.ts. */
export async function startBaseline(repoRoot: string): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(here, "baseline-server.ts")], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const output = captureOutput(child);
  try {
    await waitUntilReady(`${origin}/`, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, stop: () => stopChild(child) };
}

export interface Endpoint {
  path: string;
  kind: EndpointKind;
  headers?: Record<string, string>;
}

/** Logs in, publishes one landing page and lists what a run measures on that server. */
export async function endpointsOf(origin: string): Promise<{ session: AdminSession; endpoints: Endpoint[] }> {
  const session = await logIn(origin);
  const landingPath = await publishLandingPage(session);
  const endpoints: Endpoint[] = [
    { path: "/api/locations", kind: "json" },
    { path: "/api/reviews", kind: "json" },
    { path: "/", kind: "ssr" },
    { path: landingPath, kind: "ssr" },
    { path: "/api/automation/status", kind: "json", headers: session.headers },
  ];
  return { session, endpoints };
}

export function headersOf(e: Endpoint, encoding: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...BROWSER, accept: ACCEPT[e.kind], ...e.headers };
  if (!encoding) delete headers["accept-encoding"];
  return headers;
}

/** Every endpoint must answer 200 before it is measured: a fast 404 would look like a fast page. */
export async function preflight(origin: string, e: Endpoint): Promise<void> {
  const res = await fetch(`${origin}${e.path}`, { headers: headersOf(e, true) });
  if (res.status !== 200) throw new Error(`GET ${e.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}
