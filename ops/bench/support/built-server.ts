/**
 * The built server (services/dist/main.js) in a child process, as production runs it:
 * NODE_ENV=production on 127.0.0.1, its own free port, a fresh PGlite data directory
 * (or the PostgreSQL database given), an admin token the benchmarks log in with, and
 * LOG_LEVEL=warn so that a log line per request does not become what is measured.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_TOKEN } from "./admin-api";

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

export interface BuiltServer extends RunningSite {
  child: ChildProcess;
  /** The embedded database's folder (unused on PostgreSQL). */
  dataDir: string;
  removeData(): Promise<void>;
  database: "pglite" | "postgres";
  /** The last 20 000 characters the server wrote to stdout and stderr. */
  output(): string;
}

export interface BuiltServerOptions {
  /** Names the temporary data directory (mb-<name>-XXXXXX). */
  name: string;
  /** Node flags before the script, e.g. --expose-gc or --import of a preload. */
  nodeArgs?: readonly string[];
  /** More environment, e.g. AUTOMATION_MINUTE_MS. */
  env?: Readonly<Record<string, string>>;
  /** PostgreSQL instead of a fresh PGlite database (the benchmark then shares what is stored there). */
  databaseUrl?: string | undefined;
  /** Opens an IPC channel to the child (process.send in a preload). */
  ipc?: boolean;
  /** Use this data directory (a restart on the same embedded database) instead of a fresh one. */
  dataDir?: string;
  /** stop() leaves the data directory for the next start or for reading; removeData() removes it. */
  keepData?: boolean;
}

/** A free loopback port, asked from the system (the child then listens on it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls `url` until it answers 2xx; throws with the child's output if it exits or takes over 60 s. */
export async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within 60 s:\n${output()}`);
}

/** SIGTERM (the server finishes open requests and closes the database), SIGKILL after 15 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Keeps the last characters a child writes, for the error message when it fails. */
export function captureOutput(child: ChildProcess): () => string {
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => log;
}

/** What every server a bench or the fleet starts runs with: production, on 127.0.0.1:`port`, logging warnings only. */
export function productionEnv(port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
  };
}

/** Starts `node services/dist/main.js` and resolves once /readyz answers. */
export async function startBuiltServer(repoRoot: string, options: BuiltServerOptions): Promise<BuiltServer> {
  const main = join(repoRoot, "services/dist/main.js");
  for (const file of [main, join(repoRoot, "web-public/dist/client/index.html")]) {
    if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `mb-${options.name}-`));
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ") ?? []), ...(options.nodeArgs ?? []), main],
    {
      cwd: repoRoot,
      env: {
        ...productionEnv(port),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        ADMIN_TOKEN,
        // Benches send thousands of requests from one address; bench:hostile turns the limit back on.
        RATE_LIMIT_PER_CLIENT: "0",
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
      stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    },
  );
  const output = captureOutput(child);
  const removeData = async () => rmSync(dataDir, { recursive: true, force: true });
  const stop = async () => {
    await stopChild(child);
    if (!options.keepData) await removeData();
  };
  try {
    await waitUntilReady(`${origin}/readyz`, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, dataDir, removeData, database: options.databaseUrl ? "postgres" : "pglite", output, stop };
}
