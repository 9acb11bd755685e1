import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServer } from "../../build.mjs";
import { createDatabase, type DatabaseHandle } from "../../src/db/create-database";
import { withClient } from "../../src/db/with-client";
import type { StepLogLine } from "../support/fault-server";

/**
 * Helpers of the fault drills: real server processes (test/support/fault-server.ts) on a
 * real database, driven over HTTP, killed with SIGKILL, and checked from outside.
 */

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const faultServer = fileURLToPath(new URL("../support/fault-server.ts", import.meta.url));

let faultServerBundle: Promise<string> | undefined;
/**
 * The fault server bundled once per test process (as dist/ is built), so that each boot loads one file
 * instead of tsx transpiling and resolving every module of the server: a boot took 5 s through tsx and 2.6 s
 * bundled on a quiet machine, and the drill's five lanes boot dozens (CI's drill went past its 240 s on tsx).
 * Its CPU pool loads the tasks bundled beside it (src/workers/cpu-pool.ts).
 */
function bundledFaultServer(): Promise<string> {
  faultServerBundle ??= (async () => {
    const outdir = join(repoRoot, "node_modules/.cache/movebreak-fault-server", String(process.pid));
    process.once("exit", () => rmSync(outdir, { recursive: true, force: true }));
    await bundleServer(
      { "fault-server": faultServer, "cpu-tasks": fileURLToPath(new URL("../../src/cpu-tasks.ts", import.meta.url)) },
      outdir,
    );
    return join(outdir, "fault-server.js");
  })();
  return faultServerBundle;
}

export const ADMIN_TOKEN = "fault-admin-token-0123456789";
/** PostgreSQL when TEST_DATABASE_URL is set (as CI's second run), else embedded PGlite. */
export const ENGINE: "postgres" | "pglite" = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* The database one drill runs on. */

export interface FaultDatabase {
  engine: "postgres" | "pglite";
  /** What the server processes get: DATABASE_URL, or an empty one and a DATA_DIR. */
  env: Record<string, string>;
  /** A scratch folder for the drill's files (logs), removed with the database. */
  dir: string;
  /** Opens the database the way the app does (PGlite: only while no server process holds it). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** `serverUrl`: the PostgreSQL server the database is made in (default TEST_DATABASE_URL). */
export async function createFaultDatabase(
  engine: "postgres" | "pglite" = ENGINE,
  serverUrl = process.env.TEST_DATABASE_URL as string,
): Promise<FaultDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "mb-fault-"));
  if (engine === "pglite") {
    const pgliteDir = join(dir, "data", "pglite");
    return {
      engine,
      env: { DATABASE_URL: "", DATA_DIR: join(dir, "data") },
      dir,
      open: () => createDatabase({ kind: "pglite", dataDir: pgliteDir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `mb_fault_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    dir,
    open: async () => createDatabase({ kind: "postgres", url: url.toString() }),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/* Server processes. */

export interface ServerProcess {
  pid: number;
  url: string;
  /** From spawn to its LISTENING line. */
  bootMs: number;
  child: ChildProcess;
  /** The last output of the process (stdout and stderr), for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no handler runs, nothing is flushed or closed. Resolves when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful stop (database closed). SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  session(): Promise<string>;
  api<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

const alive = new Set<ChildProcess>();
// Whatever happens to the test worker, no server outlives it.
process.once("exit", () => {
  for (const child of alive) child.kill("SIGKILL");
});

/** Kills every server process still running (afterAll: none is left behind, even on failure). */
export async function killAll(): Promise<void> {
  await killChildren([...alive]);
}

async function killChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

/** The server processes of one drill, so that concurrent drills only ever kill their own. */
export function serverGroup() {
  const mine: ChildProcess[] = [];
  return {
    start: (env: Record<string, string>, bootTimeoutMs?: number) =>
      startServer(env, bootTimeoutMs, (child) => mine.push(child)),
    killAll: () => killChildren(mine),
  };
}

/** Starts test/support/fault-server.ts as its own process and waits for its `LISTENING <url>` line. */
export async function startServer(
  env: Record<string, string>,
  bootTimeoutMs = 90_000,
  onSpawn: (child: ChildProcess) => void = () => undefined,
): Promise<ServerProcess> {
  const entry = await bundledFaultServer();
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      ADMIN_TOKEN,
      LOG_LEVEL: "warn",
      SEED_ON_START: "false",
      FAULT_PARENT_PID: String(process.pid),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  alive.add(child);
  onSpawn(child);
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      alive.delete(child);
      resolve({ code, signal });
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The fault server did not listen within ${bootTimeoutMs} ms:\n${tail}`));
    }, bootTimeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      keep(chunk);
      buffered += chunk.toString();
      const match = /^LISTENING (\S+)$/m.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The fault server exited (code ${code}, signal ${signal}) before listening:\n${tail}`));
    });
  });

  const api = async (method: string, path: string, body?: unknown, session?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(session ? { "x-admin-session": session } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  let sessionId: string | undefined;
  const session = async () => {
    if (sessionId) return sessionId;
    const login = await api("POST", "/api/admin/login", { token: ADMIN_TOKEN });
    if (login.status !== 200) throw new Error(`Login failed: ${login.status} ${JSON.stringify(login.body)}`);
    sessionId = login.body.sessionId as string;
    return sessionId;
  };

  const bootMs = Date.now() - spawnedAt;
  return {
    pid: child.pid as number,
    url,
    bootMs,
    child,
    output: () => tail,
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
    session,
    async api(method, path, body) {
      return api(method, path, body, await session());
    },
  };
}

/** The automation's status as the dashboard reads it. */
export async function status(server: ServerProcess) {
  const { status: code, body } = await server.api("GET", "/api/automation/status");
  if (code !== 200) throw new Error(`GET /api/automation/status answered ${code}`);
  return body as {
    status: string;
    totalRuns: number;
    successCount: number;
    errorCount: number;
    currentRunId: string | null;
    workerStalled?: boolean;
    currentStepName: string | null;
  };
}

export async function waitFor<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  describe: () => string = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}: last ${JSON.stringify(value)}\n${describe()}`,
      );
    }
    await sleep(100);
  }
}

/* What the processes wrote down. */

export function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

export interface StepExecution {
  pid: number;
  runId: string;
  step: string;
  startMs: number;
  /** Undefined: the process died inside the step. */
  endMs?: number;
  outcome?: "completed" | "aborted";
}

/** The fault log's start/end lines joined into one execution each. */
export function stepExecutions(file: string): StepExecution[] {
  const byKey = new Map<string, StepExecution>();
  for (const line of readJsonLines<StepLogLine>(file)) {
    const key = `${line.pid}/${line.runId}/${line.step}/${line.startMs}`;
    const known = byKey.get(key) ?? { pid: line.pid, runId: line.runId, step: line.step, startMs: line.startMs };
    if (line.phase === "end") {
      known.endMs = line.endMs as number;
      known.outcome = line.outcome as StepExecution["outcome"];
    }
    byKey.set(key, known);
  }
  return [...byKey.values()].sort((a, b) => a.startMs - b.startMs);
}

/**
 * Pairs of executions whose time intervals overlap. An execution without an end (its process
 * was killed inside it) lasts until `deadEnds[pid]`, the moment that process was seen dead.
 */
export function overlappingSteps(executions: StepExecution[], deadEnds: Record<number, number> = {}) {
  const spans = executions.map((execution) => ({
    execution,
    from: execution.startMs,
    to: execution.endMs ?? deadEnds[execution.pid] ?? Number.POSITIVE_INFINITY,
  }));
  const overlaps: [StepExecution, StepExecution][] = [];
  for (let i = 1; i < spans.length; i += 1) {
    const current = spans[i] as (typeof spans)[number];
    for (let j = 0; j < i; j += 1) {
      const earlier = spans[j] as (typeof spans)[number];
      if (current.from < earlier.to) overlaps.push([earlier.execution, current.execution]);
    }
  }
  return overlaps;
}

/* The event store, read directly. */

export interface EventRow {
  seq: number;
  streamVersion: number;
  type: string;
  data: { runId?: string; step?: string; [key: string]: unknown };
  occurredAt: Date;
}

export async function readEvents(database: DatabaseHandle): Promise<EventRow[]> {
  const { rows } = await database.executeSql(
    "select seq, stream_version, type, data, occurred_at from automation_events where stream_id = 'automation' order by seq",
  );
  return (
    rows as { seq: number; stream_version: number; type: string; data: EventRow["data"]; occurred_at: Date }[]
  ).map((row) => ({
    seq: Number(row.seq),
    streamVersion: Number(row.stream_version),
    type: row.type,
    data: row.data,
    occurredAt: new Date(row.occurred_at),
  }));
}

export interface RunSpan {
  runId: string;
  startedSeq: number;
  startedAt: Date;
  end?: { type: string; seq: number; at: Date };
}

const RUN_ENDS = new Set(["RunCompleted", "RunFailed", "RunAborted", "RunStopped"]);

/** Each run from its RunStarted to the event that ended it. */
export function runsOf(events: EventRow[]): RunSpan[] {
  const runs = new Map<string, RunSpan>();
  for (const event of events) {
    const runId = event.data.runId;
    if (!runId) continue;
    if (event.type === "RunStarted") {
      runs.set(runId, { runId, startedSeq: event.seq, startedAt: event.occurredAt });
    } else if (RUN_ENDS.has(event.type)) {
      const run = runs.get(runId);
      if (run && !run.end) run.end = { type: event.type, seq: event.seq, at: event.occurredAt };
    }
  }
  return [...runs.values()].sort((a, b) => a.startedSeq - b.startedSeq);
}

/** Common settings of the drills: a fast "minute", the shortest heartbeat pg-boss allows, 1 s supervision. */
export const FAST_AUTOMATION = {
  AUTOMATION_MINUTE_MS: "200",
  AUTOMATION_STEP_TIMEOUT_MS: "30000",
  AUTOMATION_HEARTBEAT_SECONDS: "10",
  QUEUE_SUPERVISE_SECONDS: "1",
};
