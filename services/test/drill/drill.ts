import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADMIN_TOKEN,
  createFaultDatabase,
  FAST_AUTOMATION,
  type FaultDatabase,
  type ServerProcess,
  serverGroup,
  sleep,
} from "../faults/fault-harness";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import {
  type CatalogState,
  catalogState,
  checkEventsAndPages,
  describeCatalog,
  firstProgressAfter,
  INVARIANTS,
  type KillRecord,
  liveQueueJobs,
  openRuns,
  pageIds,
  sameCatalog,
  unfinishedPageJobs,
  type Violation,
  withClient,
} from "./invariants";
import { automationKillPoints, type KillPoint, pageJobKillPoints } from "./kill-points";
import { type Random, seededRandom } from "./random";

/*
 * The chaos drill (issue 31, item 7): real server processes (test/support/fault-server.ts with the real
 * workflow steps) on databases of their own in one PostgreSQL server, each behind a TCP proxy the drill
 * controls. Scenarios run side by side; each kills processes at seeded points, cuts the database, and then
 * checks the invariants of invariants.ts. docs/fault-drills.md describes it.
 */

export const SCENARIOS = ["automation", "page-jobs", "import-restore", "db-outage", "two-instances"] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** How the points are shared out (largest remainder), and the least each scenario gets. */
const WEIGHTS: Record<ScenarioName, number> = {
  automation: 0.28,
  "page-jobs": 0.28,
  "import-restore": 0.16,
  "db-outage": 0.12,
  "two-instances": 0.16,
};

/** The locations of the big replace-all import ("new") and of the small one it replaces ("old"). */
const BIG_IMPORT = 20_000;
const SMALL_IMPORT = 300;
/** Random-time kills of an import or restore land within this many ms of sending it (a big one takes ~2-4 s here). */
const IMPORT_KILL_WINDOW_MS = 4_000;
/** How long a kill point may take to be reached (a dead worker's job waits for its 10 s heartbeat first). */
const REACH_TIMEOUT_MS = 90_000;
/** How long the drill waits for runs and jobs to finish once the faults stop. */
const SETTLE_TIMEOUT_MS = 90_000;
/** A run whose last event is this recent is still going. */
const ALIVE_WITHIN_MS = 20_000;

export interface DrillOptions {
  seed: number;
  points: number;
  /** A PostgreSQL URL the drill can create databases with. */
  adminUrl: string;
  scenarios?: readonly ScenarioName[];
  log?: (line: string) => void;
}

export interface ScenarioReport {
  name: ScenarioName;
  planned: number;
  /** Points that happened: kills made, outages made. */
  reached: number;
  notes: string[];
  violations: Violation[];
  recoveryMs: number[];
  durationMs: number;
  requests: number;
}

export interface DrillReport {
  seed: number;
  points: number;
  durationMs: number;
  scenarios: ScenarioReport[];
  violations: Violation[];
}

export function sharePoints(points: number, scenarios: readonly ScenarioName[]): Record<ScenarioName, number> {
  const total = scenarios.reduce((sum, name) => sum + WEIGHTS[name], 0);
  const exact = scenarios.map((name) => ({ name, value: (points * WEIGHTS[name]) / total }));
  const shares = Object.fromEntries(SCENARIOS.map((name) => [name, 0])) as Record<ScenarioName, number>;
  for (const { name, value } of exact) shares[name] = Math.floor(value);
  let left = points - Object.values(shares).reduce((a, b) => a + b, 0);
  for (const { name } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left <= 0) break;
    shares[name] += 1;
    left -= 1;
  }
  return shares;
}

/** The scenarios still going: an interrupted drill (Ctrl-C, CI's phase timeout) ends their processes and drops their databases. */
const openLanes = new Set<Lane>();

/** Stops every scenario still going (their processes killed, their databases dropped); returns what they had found. */
export async function abortDrill(): Promise<ScenarioReport[]> {
  const lanes = [...openLanes];
  openLanes.clear();
  const reports = lanes.map((lane) => lane.report());
  await Promise.all(lanes.map((lane) => lane.close().catch(() => undefined)));
  return reports;
}

export async function runDrill(options: DrillOptions): Promise<DrillReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const scenarios = options.scenarios ?? SCENARIOS;
  const shares = sharePoints(options.points, scenarios);
  const random = seededRandom(options.seed);
  const startedAt = Date.now();
  const runners: Record<ScenarioName, (lane: Lane) => Promise<void>> = {
    automation: (lane) => killScenario(lane, { instances: 1, automation: true, pageJobs: false }),
    "page-jobs": (lane) => killScenario(lane, { instances: 1, automation: false, pageJobs: true }),
    "two-instances": (lane) => killScenario(lane, { instances: 2, automation: true, pageJobs: true }),
    "import-restore": importRestoreScenario,
    "db-outage": outageScenario,
  };
  const reports = await Promise.all(
    scenarios
      .filter((name) => shares[name] > 0)
      .map(async (name) => {
        const lane = await Lane.open(name, shares[name], random.fork(name), options.adminUrl, log);
        openLanes.add(lane);
        try {
          await runners[name](lane);
        } catch (error) {
          lane.note(`the scenario stopped early: ${(error as Error).stack ?? error}`);
          lane.violation("the drill itself", `scenario ${name} could not finish: ${(error as Error).message}`);
        } finally {
          if (openLanes.delete(lane)) await lane.close();
        }
        return lane.report();
      }),
  );
  return {
    seed: options.seed,
    points: options.points,
    durationMs: Date.now() - startedAt,
    scenarios: reports,
    violations: reports.flatMap((report) => report.violations),
  };
}

/* One scenario's database, proxy, processes and findings. */

class Lane {
  readonly violations: Violation[] = [];
  readonly notes: string[] = [];
  readonly kills: KillRecord[] = [];
  readonly recoveryMs: number[] = [];
  /** Processes whose end the drill caused or expects (a kill point's taker, a SIGKILL, a graceful stop). */
  readonly expectedEnds = new Set<number>();
  readonly live = new Set<ServerProcess>();
  reached = 0;
  requests = 0;
  private readonly servers = serverGroup();
  private readonly startedAt = Date.now();
  private polling = true;
  private poller: Promise<void> | undefined;
  private sessionId: string | undefined;
  readonly killFile: string;

  private constructor(
    readonly name: ScenarioName,
    readonly planned: number,
    readonly random: Random,
    readonly db: FaultDatabase,
    readonly proxy: TcpProxy,
    readonly directUrl: string,
    readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
  ) {
    this.killFile = join(db.dir, "kill-point.json");
  }

  static async open(
    name: ScenarioName,
    planned: number,
    random: Random,
    adminUrl: string,
    log: (line: string) => void,
  ): Promise<Lane> {
    const db = await createFaultDatabase("postgres", adminUrl);
    const directUrl = db.env.DATABASE_URL as string;
    const target = new URL(directUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const env = {
      DATABASE_URL: proxy.through(directUrl),
      ...FAST_AUTOMATION,
      FAULT_REAL_STEPS: "true",
      SEED_ON_START: "true",
      CPU_WORKERS: "1",
      LOG_LEVEL: "error",
    };
    return new Lane(name, planned, random, db, proxy, directUrl, env, log);
  }

  say(line: string) {
    this.log(`[${this.name}] ${line}`);
  }
  note(line: string) {
    this.notes.push(line);
    this.say(line);
  }
  violation(invariant: string, evidence: string) {
    this.violations.push({ scenario: this.name, invariant, evidence });
    const same = this.violations.filter((v) => v.invariant === invariant).length;
    if (same <= 3) this.say(`VIOLATION ${invariant}: ${evidence}`);
    else if (same === 4) this.say(`VIOLATION ${invariant}: more of these, counted in the summary`);
  }

  query<T>(work: Parameters<typeof withClient<T>>[1]): Promise<T> {
    return withClient(this.directUrl, work);
  }

  /** Starts a server process (retrying once if it cannot boot, e.g. while the database is cut). */
  async start(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await this.servers.start({ ...this.env, ...extraEnv });
    this.live.add(server);
    void server.exited.then(({ code, signal }) => {
      this.live.delete(server);
      if (this.expectedEnds.has(server.pid)) return;
      if (signal === "SIGKILL" && this.claimedBy(server.pid)) return;
      this.violation(
        INVARIANTS.processAlive,
        `pid ${server.pid} exited by itself (code ${code}, signal ${signal}); its last output:\n${server
          .output()
          .slice(-1_500)}`,
      );
    });
    return server;
  }

  /** Whether a claim file of a kill point names this pid (the process killed itself there). */
  private claimedBy(pid: number): boolean {
    return this.claims().some((claim) => claim.pid === pid);
  }

  claims(): { id: string; pid: number; at: number; event: string }[] {
    const dir = this.db.dir;
    const found: { id: string; pid: number; at: number; event: string }[] = [];
    for (let id = 0; id < this.planned + 1; id += 1) {
      const file = `${this.killFile}.${id}.claimed`;
      if (!existsSync(dir) || !existsSync(file)) continue;
      try {
        found.push({ id: String(id), ...JSON.parse(readFileSync(file, "utf8")) });
      } catch {
        // Being written: read again on the next look.
      }
    }
    return found;
  }

  async kill9(server: ServerProcess, label: string) {
    this.expectedEnds.add(server.pid);
    await server.kill9();
    this.kills.push({ label, pid: server.pid, at: Date.now() });
  }

  async stop(server: ServerProcess) {
    this.expectedEnds.add(server.pid);
    await server.stop();
  }

  /** An admin request, counted; a 500 is a violation. Undefined when no answer came (the process died). */
  async call(
    server: ServerProcess,
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = 10_000,
  ): Promise<{ status: number; body: any } | undefined> {
    this.requests += 1;
    try {
      if (!this.sessionId && path !== "/api/admin/login") {
        const login = await this.call(server, "POST", "/api/admin/login", { token: ADMIN_TOKEN });
        if (login?.status !== 200) return login;
        this.sessionId = login.body.sessionId;
      }
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(this.sessionId ? { "x-admin-session": this.sessionId } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: kept as text for the evidence.
      }
      if (response.status >= 500 && response.status !== 503) {
        const at = Date.now();
        const context =
          at < this.proxy.cutUntil()
            ? "during a database outage"
            : at - this.proxy.healedAt() < 10_000
              ? `${at - this.proxy.healedAt()} ms after a database outage healed`
              : "no outage";
        this.violation(
          INVARIANTS.no500,
          `${method} ${path} answered ${response.status} ${text.slice(0, 300)} (pid ${server.pid}, ${new Date(at).toISOString()}, ${context})`,
        );
      }
      if (response.status === 401) this.sessionId = undefined;
      return { status: response.status, body: parsed };
    } catch {
      return undefined;
    }
  }

  /** Reads the dashboard's and the queue's status every ~700 ms from every live process: requests during faults. */
  startPolling() {
    this.poller = (async () => {
      while (this.polling) {
        for (const server of [...this.live]) {
          if (!this.polling) break;
          await this.call(server, "GET", "/api/automation/status");
          await this.call(server, "GET", "/api/page-generator/queue/status");
        }
        await sleep(700);
      }
    })();
  }

  async stopPolling() {
    this.polling = false;
    await this.poller;
  }

  report(): ScenarioReport {
    return {
      name: this.name,
      planned: this.planned,
      reached: this.reached,
      notes: this.notes,
      violations: this.violations,
      recoveryMs: this.recoveryMs,
      durationMs: Date.now() - this.startedAt,
      requests: this.requests,
    };
  }

  async close() {
    await this.stopPolling();
    for (const server of [...this.live]) this.expectedEnds.add(server.pid);
    await this.servers.killAll();
    await this.proxy.close();
    await this.db.drop().catch((error) => this.note(`could not drop the database: ${error}`));
  }
}

/* Keeping work going. */

async function keepAutomationGoing(lane: Lane, server: ServerProcess) {
  const status = await lane.call(server, "GET", "/api/automation/status");
  // Three failed runs in a row (three kills) put it in error: the operator starts it again.
  if (status?.status === 200 && ["stopped", "error"].includes(status.body.status)) {
    await lane.call(server, "POST", "/api/automation/start");
  }
}

async function keepQueueFilled(lane: Lane, server: ServerProcess) {
  const queue = await lane.call(server, "GET", "/api/page-generator/queue/status");
  if (queue?.status !== 200) return;
  const { pendingJobs, processingJobs } = queue.body.queueStatus as { pendingJobs: number; processingJobs: number };
  if (pendingJobs + processingJobs < 2) await lane.call(server, "POST", "/api/page-generator/generate");
}

/* Settling and the final checks. */

async function settleAndCheck(lane: Lane, before: Set<number>, server: ServerProcess | undefined, automation: boolean) {
  // Nothing new is asked for: wait until every run and job has ended. A run that is still open counts as
  // going only if it has moved since the faults stopped (a dead process's run has not), and with the
  // automation on, a run must have ended since then (the schedule goes on).
  const settleFrom = Date.now();
  const deadline = settleFrom + SETTLE_TIMEOUT_MS;
  for (;;) {
    const { runs, jobs, ended } = await lane.query(async (client) => ({
      runs: await openRuns(client),
      jobs: await unfinishedPageJobs(client),
      ended: Number(
        (
          await client.query(
            "select count(*) as n from automation_events where type in ('RunCompleted', 'RunFailed', 'RunAborted', 'RunStopped') and occurred_at > $1",
            [new Date(settleFrom)],
          )
        ).rows[0]?.n ?? 0,
      ),
    }));
    const now = Date.now();
    const going = (run: (typeof runs)[number], i: number) =>
      i === runs.length - 1 && run.lastAt > settleFrom && now - run.lastAt < ALIVE_WITHIN_MS;
    const stuckRuns = runs.filter((run, i) => !going(run, i));
    // A job still pending or processing with no pg-boss job left to run it will never move: no need to wait.
    const waiting = jobs.filter((job) => !job.settled);
    const settled = stuckRuns.length === 0 && waiting.length === 0 && (!automation || ended > 0);
    if (settled || now > deadline) {
      const runJobs = await lane.query((client) => liveQueueJobs(client, "automation-run"));
      for (const run of stuckRuns) {
        lane.violation(
          INVARIANTS.runEnds,
          `run ${run.runId} (started ${new Date(run.startedAt).toISOString()}) has no RunCompleted/RunFailed/RunAborted ` +
            `${Math.round((now - settleFrom) / 1000)} s after the faults stopped; its last event ${run.lastType} was ` +
            `${Math.round((now - run.lastAt) / 1000)} s ago; ${runs.length} open run(s); ` +
            `run queue jobs not finished: ${runJobs.map((job) => `${job.state} (retries ${job.retry_count})`).join(", ") || "none"}`,
        );
      }
      for (const job of jobs) {
        lane.violation(
          INVARIANTS.jobEnds,
          `page job ${job.job_id} is still ${job.status} (at ${job.current_step ?? "no step"}) ${Math.round((now - settleFrom) / 1000)} s after the faults stopped; ` +
            `its pg-boss jobs: ${job.boss.join(", ") || "none"}`,
        );
      }
      if (automation && ended === 0 && stuckRuns.length === 0)
        lane.note(`no run ended in the ${SETTLE_TIMEOUT_MS / 1000} s after the faults stopped`);
      lane.note(`settled in ${Math.round((now - settleFrom) / 1000)} s`);
      break;
    }
    if (server && lane.live.has(server)) {
      if (automation) await keepAutomationGoing(lane, server);
      else await lane.call(server, "GET", "/api/automation/status");
    }
    await sleep(1_000);
  }
  // Recovery: from each fault to the next step completed (by a run or a job) anywhere.
  for (const kill of lane.kills) {
    if (!kill.label.includes("outage")) {
      const next = await lane.query((client) => firstProgressAfter(client, kill.at));
      if (next !== undefined) lane.recoveryMs.push(next - kill.at);
    }
  }
  // Stopped as an operator would (the current step finishes, the run ends as stopped) before the processes
  // are stopped: a SIGTERM mid-publish is not one of the drill's faults.
  const running = [...lane.live][0];
  if (automation && running) {
    await lane.call(running, "POST", "/api/automation/stop");
    const until = Date.now() + 20_000;
    while (Date.now() < until && (await lane.query(openRuns)).length > 0) await sleep(500);
  }
  await lane.stopPolling();
  for (const live of [...lane.live]) await lane.stop(live);
  const { violations, generated } = await lane.query((client) =>
    checkEventsAndPages(client, lane.name, before, lane.kills),
  );
  for (const violation of violations) lane.violation(violation.invariant, violation.evidence);
  lane.note(`${generated} pages generated; ${lane.requests} requests`);
}

/* Scenarios that kill processes at kill points (automation, page jobs, two instances). */

async function killScenario(lane: Lane, setup: { instances: 1 | 2; automation: boolean; pageJobs: boolean }) {
  const points: KillPoint[] = [];
  for (let i = 0; i < lane.planned; i += 1) {
    // Two instances: automation and job points by turns.
    const pick = setup.automation && (!setup.pageJobs || i % 2 === 0) ? automationKillPoints : pageJobKillPoints;
    points.push(...pick(lane.random, 1));
  }
  // Drawn in rounds of 8 per kind so every step comes up: redraw by round for the one-kind scenarios.
  if (setup.instances === 1) {
    points.splice(
      0,
      points.length,
      ...(setup.automation ? automationKillPoints : pageJobKillPoints)(lane.random, lane.planned),
    );
  }
  lane.say(`kill points: ${points.map((p) => p.spec).join(", ")}`);
  const env = { FAULT_KILL_FILE: lane.killFile };
  const slots: (ServerProcess | undefined)[] = new Array(setup.instances).fill(undefined);
  const ensureServers = async () => {
    for (let i = 0; i < slots.length; i += 1) {
      const server = slots[i];
      if (server && lane.live.has(server)) continue;
      const bootFrom = Date.now();
      slots[i] = await lane.start(env);
      lane.say(`slot ${i}: pid ${slots[i]?.pid} up in ${Date.now() - bootFrom} ms`);
    }
  };
  const keepBusy = async () => {
    const server = slots.find((s) => s && lane.live.has(s));
    if (!server) return;
    if (setup.automation) await keepAutomationGoing(lane, server);
    if (setup.pageJobs) await keepQueueFilled(lane, server);
  };

  writeFileSync(lane.killFile, JSON.stringify({ id: "none", spec: "Never" }));
  await ensureServers();
  // The seed's pages (the first process migrated and seeded): every later one was generated.
  const before = await lane.query(pageIds);
  const first = slots[0] as ServerProcess;
  if (setup.automation) {
    await lane.call(first, "PUT", "/api/automation/interval", { minutes: 1 });
  }
  lane.startPolling();
  let stalled = 0;
  for (const [index, point] of points.entries()) {
    writeFileSync(lane.killFile, JSON.stringify({ id: String(index), spec: point.spec }));
    await ensureServers();
    await keepBusy();
    const deadline = Date.now() + REACH_TIMEOUT_MS;
    let claim: ReturnType<Lane["claims"]>[number] | undefined;
    let lastBusy = Date.now();
    while (Date.now() < deadline) {
      claim = lane.claims().find((c) => c.id === String(index));
      if (claim) {
        const victim = slots.find((s) => s?.pid === claim?.pid);
        if (victim) await victim.exited;
        break;
      }
      if (Date.now() - lastBusy > 2_000) {
        await keepBusy();
        lastBusy = Date.now();
      }
      await sleep(100);
    }
    if (!claim) {
      stalled += 1;
      lane.note(`point ${index} (${point.spec}) was not reached within ${REACH_TIMEOUT_MS / 1000} s`);
      if (stalled >= 2) {
        lane.note(`two points in a row not reached: the scenario stops here (${index + 1} of ${points.length})`);
        break;
      }
      continue;
    }
    stalled = 0;
    const delay = Number(/\+(\d+)$/.exec(point.spec)?.[1] ?? 0);
    lane.kills.push({ label: `#${index} ${point.spec}`, pid: claim.pid, at: Math.round(claim.at + delay) });
    lane.reached += 1;
    lane.say(`point ${index} ${point.spec} (${point.where}) taken by pid ${claim.pid}`);
    if (point.spec.startsWith("PageJob")) {
      // The killed job's retry runs to its end before the next point is armed, so that each point kills a
      // job once (what a retry does after a kill is what the checks look at), not the same job thrice.
      writeFileSync(lane.killFile, JSON.stringify({ id: "none", spec: "Never" }));
      const killed = await lane.query(async (client) =>
        (await client.query<{ job_id: string }>("select job_id from page_jobs where status = 'processing'")).rows.map(
          (row) => row.job_id,
        ),
      );
      const until = Date.now() + REACH_TIMEOUT_MS;
      while (Date.now() < until) {
        await ensureServers();
        const open = await lane.query(async (client) =>
          (await unfinishedPageJobs(client)).filter((job) => killed.includes(job.job_id) && !job.settled),
        );
        if (open.length === 0) break;
        await keepBusy();
        await sleep(500);
      }
    }
  }
  rmSync(lane.killFile, { force: true });
  await ensureServers();
  if (setup.automation) await keepAutomationGoing(lane, slots[0] as ServerProcess);
  await settleAndCheck(lane, before, slots[0], setup.automation);
}

/* Random-time kills during a big replace-all import and during the restore of it. */

/**
 * A replace-all import of `size` locations, plus the locations the catalog has now (`keep`, as exported): the
 * seed's stay, with their workouts, so that runs and jobs still find exercises while imports come and go.
 */
const importBody = (size: number, prefix: string, keep: unknown[]) => ({
  data: [
    ...keep,
    ...Array.from({ length: size }, (_, i) => ({ id: `${prefix}${i}`, title: `${prefix} location ${i}` })),
  ],
  clearExisting: true,
  confirmDeletions: true,
  fileName: `${prefix}.json`,
});

async function seedLocations(lane: Lane, server: ServerProcess): Promise<unknown[]> {
  const exported = await lane.call(server, "GET", "/api/admin/export-locations");
  if (exported?.status !== 200) throw new Error(`the export answered ${exported?.status}`);
  return exported.body.data as unknown[];
}

interface CatalogOp {
  kind: "import" | "restore";
  send(server: ServerProcess): Promise<{ status: number; body: any } | undefined>;
  after: CatalogState;
}

async function latestImportId(lane: Lane, server: ServerProcess): Promise<number> {
  const list = await lane.call(server, "GET", "/api/admin/imports");
  const imports = (list?.body?.imports ?? []) as { id: number; mode: string; type: string }[];
  const latest = imports.filter((i) => i.mode === "replace").sort((a, b) => b.id - a.id)[0];
  if (!latest) throw new Error("no replace import is listed");
  return latest.id;
}

async function importRestoreScenario(lane: Lane) {
  let server = await lane.start();
  const keep = await seedLocations(lane, server);
  const small = importBody(SMALL_IMPORT, "old", keep);
  const big = importBody(BIG_IMPORT, "new", keep);
  const timed = async (what: string, send: () => Promise<{ status: number } | undefined>) => {
    const from = Date.now();
    const answer = await send();
    if (answer?.status !== 200) throw new Error(`${what} answered ${answer?.status}`);
    return Date.now() - from;
  };
  lane.startPolling();
  await timed("the small import", () => lane.call(server, "POST", "/api/admin/import-locations", small, 120_000));
  const old = await lane.query(catalogState);
  const importMs = await timed("the big import", () =>
    lane.call(server, "POST", "/api/admin/import-locations", big, 120_000),
  );
  const fresh = await lane.query(catalogState);
  const restoreMs = await timed("the restore", async () =>
    lane.call(server, "POST", `/api/admin/imports/${await latestImportId(lane, server)}/restore`, {
      confirmDeletions: true,
    }),
  );
  const restored = await lane.query(catalogState);
  lane.note(
    `a replace-all of ${BIG_IMPORT} locations took ${importMs} ms, its restore ${restoreMs} ms` +
      (sameCatalog(restored, old) ? "" : ` (the restore's catalog differs from the one before the import)`),
  );
  let state: "old" | "new" = "old";
  const ops = {
    import: {
      kind: "import",
      send: (s) => lane.call(s, "POST", "/api/admin/import-locations", big, 120_000),
      after: fresh,
    },
    restore: {
      kind: "restore",
      send: async (s) =>
        lane.call(s, "POST", `/api/admin/imports/${await latestImportId(lane, s)}/restore`, { confirmDeletions: true }),
      after: restored,
    },
  } satisfies Record<string, CatalogOp>;
  for (let index = 0; index < lane.planned; index += 1) {
    const op: CatalogOp = state === "old" ? ops.import : ops.restore;
    const before = state === "old" ? restored : fresh;
    const delay = lane.random.int(0, IMPORT_KILL_WINDOW_MS);
    const sentAt = Date.now();
    const answer = op.send(server);
    await sleep(delay);
    await lane.kill9(server, `#${index} ${op.kind}, SIGKILL ${delay} ms after sending`);
    const answered = await answer;
    lane.reached += 1;
    const killedAt = Date.now();
    server = await lane.start();
    const ready = await lane.call(server, "GET", "/readyz");
    lane.recoveryMs.push(Date.now() - killedAt);
    const now = await lane.query(catalogState);
    const isOld = sameCatalog(now, before);
    const isNew = sameCatalog(now, op.after);
    lane.say(
      `point ${index}: ${op.kind} killed ${killedAt - sentAt} ms after sending (answer ${answered?.status ?? "none"}); ` +
        `catalog ${isNew ? "all-new" : isOld ? "all-old" : "MIXED"}; ready ${ready?.status}`,
    );
    if (!isOld && !isNew) {
      lane.violation(
        INVARIANTS.catalogAtomic,
        `${op.kind} killed ${delay} ms after sending: catalog is ${describeCatalog(now)}; before ${describeCatalog(before)}; after ${describeCatalog(op.after)}`,
      );
      break;
    }
    if (answered?.status === 200 && !isNew) {
      lane.violation(
        INVARIANTS.acknowledgedKept,
        `${op.kind} answered 200 before the kill, but the catalog is the old one`,
      );
    }
    if (isOld) {
      // Completed without a kill, so that the next point is the other operation.
      const done = await op.send(server);
      if (done?.status !== 200) throw new Error(`the ${op.kind} after the kill answered ${done?.status}`);
    }
    state = state === "old" ? "new" : "old";
  }
  await lane.stopPolling();
}

/* Database outages through the proxy: mid-run (runs and jobs going) and mid-import. */

async function outageScenario(lane: Lane) {
  let server = await lane.start();
  const before = await lane.query(pageIds);
  const keep = await seedLocations(lane, server);
  const small = importBody(SMALL_IMPORT, "old", keep);
  const big = importBody(BIG_IMPORT, "new", keep);
  const importing = lane.planned >= 3;
  let catalog: { old: CatalogState; fresh: CatalogState; state: "old" | "new" } | undefined;
  if (importing) {
    await lane.call(server, "POST", "/api/admin/import-locations", small, 120_000);
    const old = await lane.query(catalogState);
    await lane.call(server, "POST", "/api/admin/import-locations", big, 120_000);
    catalog = { old, fresh: await lane.query(catalogState), state: "new" };
  }
  await lane.call(server, "PUT", "/api/automation/interval", { minutes: 1 });
  await lane.call(server, "POST", "/api/automation/start");
  lane.startPolling();
  const ensureServer = async () => {
    if (lane.live.has(server)) return;
    server = await lane.start();
    lane.note(`restarted the server (pid ${server.pid}) after it died`);
  };
  for (let index = 0; index < lane.planned; index += 1) {
    await ensureServer();
    await keepAutomationGoing(lane, server);
    await keepQueueFilled(lane, server);
    const midImport = catalog !== undefined && index % 3 === 2;
    const outageMs = lane.random.int(2_000, midImport ? 6_000 : 8_000);
    const delay = lane.random.int(0, midImport ? IMPORT_KILL_WINDOW_MS : 1_500);
    let answer: Promise<{ status: number } | undefined> | undefined;
    let beforeImport: CatalogState | undefined;
    let afterImport: CatalogState | undefined;
    if (midImport && catalog) {
      beforeImport = catalog.state === "old" ? catalog.old : catalog.fresh;
      afterImport = catalog.state === "old" ? catalog.fresh : catalog.old;
      answer = lane.call(server, "POST", "/api/admin/import-locations", catalog.state === "old" ? big : small, 120_000);
    } else {
      await sleep(1_000);
    }
    await sleep(delay);
    const cutAt = Date.now();
    lane.say(`point ${index}: database cut for ${outageMs} ms ${midImport ? `${delay} ms into an import` : "mid-run"}`);
    await lane.proxy.cutFor(outageMs);
    const healedAt = Date.now();
    lane.reached += 1;
    lane.kills.push({ label: `#${index} outage of ${outageMs} ms`, pid: server.pid, at: cutAt });
    const answered = answer ? await answer : undefined;
    // Recovered: the server answers ready and a step completes (a run's or a job's) after the heal.
    const deadline = Date.now() + 60_000;
    let recovered: number | undefined;
    while (Date.now() < deadline && recovered === undefined) {
      await ensureServer();
      const ready = await lane.call(server, "GET", "/readyz");
      const progress = await lane.query((client) => firstProgressAfter(client, healedAt));
      if (ready?.status === 200 && progress !== undefined) recovered = Math.max(progress, Date.now()) - healedAt;
      else {
        await keepAutomationGoing(lane, server);
        await sleep(500);
      }
    }
    if (recovered === undefined) lane.note(`point ${index}: no step completed within 60 s of the heal`);
    else lane.recoveryMs.push(recovered);
    if (midImport && catalog && beforeImport && afterImport) {
      const now = await lane.query(catalogState);
      const isOld = sameCatalog(now, beforeImport);
      const isNew = sameCatalog(now, afterImport);
      lane.say(
        `point ${index}: import answered ${answered?.status ?? "none"}; catalog ${isNew ? "all-new" : isOld ? "all-old" : "MIXED"}`,
      );
      if (!isOld && !isNew) {
        lane.violation(
          INVARIANTS.catalogAtomic,
          `import cut ${delay} ms after sending: catalog is ${describeCatalog(now)}; before ${describeCatalog(beforeImport)}`,
        );
      } else if (isNew) {
        catalog.state = catalog.state === "old" ? "new" : "old";
      }
      if (answered?.status === 200 && !isNew)
        lane.violation(
          INVARIANTS.acknowledgedKept,
          "an import answered 200 across the outage but the catalog is the old one",
        );
    }
  }
  await ensureServer();
  await settleAndCheck(lane, before, server, true);
}

/* The summary. */

const median = (values: number[]) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const seconds = (ms: number | undefined) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);

export function summaryTable(report: DrillReport): string {
  const header = ["scenario", "points", "violations", "recovery median", "recovery max", "requests", "took"];
  const rows = report.scenarios.map((s) => [
    s.name,
    `${s.reached}/${s.planned}`,
    String(s.violations.length),
    seconds(median(s.recoveryMs)),
    seconds(s.recoveryMs.length ? Math.max(...s.recoveryMs) : undefined),
    String(s.requests),
    seconds(s.durationMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/** Violations grouped by invariant, a few lines of evidence each. */
export function describeViolations(report: DrillReport, perInvariant = 5): string {
  const groups = new Map<string, Violation[]>();
  for (const v of report.violations) {
    const key = `${v.scenario}: ${v.invariant}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  const lines: string[] = [];
  for (const [key, list] of groups) {
    lines.push(`- ${key} (${list.length})`);
    for (const v of list.slice(0, perInvariant)) lines.push(`    ${v.evidence.replace(/\n/g, "\n      ")}`);
    if (list.length > perInvariant) lines.push(`    ... and ${list.length - perInvariant} more`);
  }
  return lines.join("\n");
}
