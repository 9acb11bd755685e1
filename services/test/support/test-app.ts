import type { DestinationStream } from "pino";
import type { WorkflowSteps } from "../../src/automation/workflow-steps";
import { loadConfig } from "../../src/config";
import { createDatabase, type DatabaseTarget } from "../../src/db/create-database";
import type { Clock } from "../../src/lib/clock";
import { type RunningApp, start } from "../../src/main";
import { createTestDatabase } from "./test-database";

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";
export const TEST_API_KEY = "test-api-key-0123456789abcdef";

export interface TestApp {
  url: string;
  app: RunningApp;
  /** Where the test's database is (PGlite in memory, or its own database on TEST_DATABASE_URL's server). */
  databaseTarget: DatabaseTarget;
  /** GET/POST helpers over real HTTP against the listening server. */
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  login(): Promise<string>;
  stop(): Promise<void>;
}

/** A listening server (port 0) on its own fresh database, seeded unless told otherwise. */
export async function startTestApp(
  options: {
    clock?: Clock;
    seed?: boolean;
    env?: Record<string, string>;
    steps?: WorkflowSteps;
    /** Receives every log line (set LOG_LEVEL in env to see more than nothing). */
    logDestination?: DestinationStream;
    /** PostgreSQL only: the server reaches its database at this address instead (a TCP proxy in front of it). */
    connectThrough?: (url: string) => string;
    /**
     * PostgreSQL only: another instance on this app's database (a pool and listener of its own, as a second
     * process has; not seeded again). Its stop() leaves the database to the first.
     */
    joins?: TestApp;
  } = {},
): Promise<TestApp> {
  const { handle, target, drop } = options.joins
    ? await joinDatabase(options.joins.databaseTarget, options.connectThrough)
    : await createTestDatabase(options.connectThrough ? { connectThrough: options.connectThrough } : {});
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    ADMIN_API_KEY: TEST_API_KEY,
    LOG_LEVEL: "silent",
    SITE_URL: "https://movebreak.test",
    SEED_ON_START: options.seed === false || options.joins ? "false" : "true",
    // Tests send hundreds of requests from one address; the limit has its own test.
    RATE_LIMIT_PER_CLIENT: "0",
    ...options.env,
  });
  const app = await start({
    config,
    database: handle,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.steps ? { steps: options.steps } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
  });
  const request = (path: string, init?: RequestInit) => fetch(`${app.url}${path}`, { redirect: "manual", ...init });
  const json = async (path: string, init?: RequestInit) => {
    const response = await request(path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return {
    url: app.url,
    app,
    databaseTarget: target,
    request,
    json,
    async login() {
      const { body } = await json("/api/admin/login", postJson({ token: TEST_ADMIN_TOKEN }));
      return body.sessionId as string;
    },
    async stop() {
      await app.stop();
      await drop();
    },
  };
}

async function joinDatabase(target: DatabaseTarget, connectThrough?: (url: string) => string) {
  if (target.kind !== "postgres") throw new Error("A second instance needs PostgreSQL (TEST_DATABASE_URL)");
  const handle = await createDatabase(connectThrough ? { kind: "postgres", url: connectThrough(target.url) } : target);
  return { handle, target, drop: () => handle.close() };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
}

export function withSession(sessionId: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), "x-admin-session": sessionId } };
}

/** Sets the interval to 1 minute and starts the automation: with 1 ms minutes, runs then follow each other. */
export async function startRunsBackToBack(t: TestApp, session: string): Promise<void> {
  const interval = await t.json(
    "/api/automation/interval",
    withSession(session, { method: "PUT", headers: { "content-type": "application/json" }, body: '{"minutes":1}' }),
  );
  if (interval.status !== 200) throw new Error(`Setting the interval answered ${interval.status}`);
  const started = await t.json("/api/automation/start", withSession(session, { method: "POST" }));
  if (started.status !== 200) throw new Error(`Start answered ${started.status}`);
}

/**
 * The admin's data transfer over HTTP, for a session made later (read when called): export a type, import into
 * it, restore an import.
 */
export function adminTransfer(t: () => TestApp, session: () => string) {
  return {
    exportOf: async (type: string) => (await t().json(`/api/admin/export-${type}`, withSession(session()))).body,
    importInto: (type: string, body: unknown) =>
      t().json(`/api/admin/import-${type}`, withSession(session(), postJson(body))),
    restore: (id: number, body: unknown = {}) =>
      t().json(`/api/admin/imports/${id}/restore`, withSession(session(), postJson(body))),
  };
}
