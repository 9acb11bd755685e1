import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { STEP_NAMES } from "@movebreak/shared/automation";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/create-database";
import {
  createFaultDatabase,
  ENGINE,
  type EventRow,
  FAST_AUTOMATION,
  type FaultDatabase,
  killAll,
  overlappingSteps,
  readEvents,
  readJsonLines,
  runsOf,
  type ServerProcess,
  serverGroup,
  sleep,
  status,
  stepExecutions,
  waitFor,
} from "./fault-harness";

/*
 * Fault drills with real server processes (test/support/fault-server.ts), on PostgreSQL when
 * TEST_DATABASE_URL is set (CI's second pass) and on embedded PGlite otherwise.
 *
 * One file, and every drill concurrent (describe.concurrent): the drills mostly wait (for a
 * heartbeat to lapse, for pg-boss to refresh its queue cache), and vitest runs files one after
 * another on a 2-core machine, so this keeps the folder at the length of its longest drill.
 * Each drill has its own database and kills only its own processes.
 */

/*
 * kill -9 of the server process while a run is going, then a new process on the same database.
 *
 * How long recovery takes (measured): pg-boss's supervisor (in the new process) fails the dead
 * worker's job once its heartbeat is 10 s old, and it is retried after 1 s. But the new process
 * fetches it only when its in-memory queue cache no longer lists an active singleton: if the
 * process finished starting before the dead job was failed, its cache still lists it, and pg-boss
 * refreshes that cache only every 60 s (its default queueCacheIntervalSeconds, which the app does
 * not set). So recovery comes ~1-5 s after the restart when the restart took longer than the
 * heartbeat, ~60 s after it otherwise. The deadlines allow for the slow case.
 */

const RECOVERY_MS = 110_000;

/**
 * KNOWN BUG (reported with a proposed fix to automation/runner.ts): a worker that dies after a
 * step's StepCompleted commits and before the next StepStarted leaves the run "running" with no
 * step in flight. The retried run job only aborts runs whose step is in flight, so it tries
 * BeginRun, which is rejected ("A run is already in progress"), and completes doing nothing: the
 * run and the schedule stay wedged until an operator stops the automation. (A query failing
 * between two steps does the same.) While true, the drill below asserts that wedge exactly; once
 * the runner is fixed it fails, saying so: then set this to false and it demands the recovery.
 */
const BETWEEN_STEPS_BUG = false;

interface JobLine {
  pid: number;
  at: number;
  id: string;
  state: string;
  retryCount: number;
}

function drill(db: FaultDatabase) {
  const stepLog = join(db.dir, "steps.jsonl");
  const jobLog = join(db.dir, "jobs.jsonl");
  const env = {
    ...db.env,
    ...FAST_AUTOMATION,
    FAULT_STEP_MS: "50",
    FAULT_LOG_FILE: stepLog,
    FAULT_JOBS_FILE: jobLog,
  };
  const describeLogs = (server?: ServerProcess) => () =>
    `run jobs:\n${readJsonLines<JobLine>(jobLog)
      .map((line) => JSON.stringify(line))
      .join("\n")}\nserver output:\n${server?.output() ?? ""}`;
  return { stepLog, jobLog, env, describeLogs };
}

async function eventsAfterStop(db: FaultDatabase, server: ServerProcess): Promise<EventRow[]> {
  await server.stop();
  const handle = await db.open();
  try {
    return await readEvents(handle);
  } finally {
    await handle.close();
  }
}

/*
 * The embedded database is PGlite in DATA_DIR/pglite: PostgreSQL compiled to WebAssembly, run
 * in the server process, writing its files through Node's fs. It starts postgres with -F
 * (fsync off): a commit is write()n to the WAL file before it returns, but never fsync()ed. So a
 * killed *process* loses nothing that committed (the kernel has the pages); a crash of the
 * *machine* (power loss, kernel panic) may lose recent commits or worse. These drills check the
 * first promise with kill -9, twice over on the same folder; the second is not testable here.
 *
 * Runs in both CI passes: the embedded database is what `npm start` uses whatever the suite's
 * engine is.
 */

interface CommittedLine {
  pid: number;
  seq: number;
  version: number;
  type: string;
}

/** What holds for any automation database, crashed or not. */
async function checkConsistent(handle: DatabaseHandle, events: EventRow[]) {
  // Stream versions have no gap: appends are whole transactions (a sequence's seq may skip, that is fine).
  expect(events.map((e) => e.streamVersion)).toEqual(events.map((_, i) => i + 1));
  // The state snapshot commits with the events it folds: it is at the last event, not before or after.
  const { rows } = await handle.executeSql(
    "select version, last_seq from automation_state where stream_id = 'automation'",
  );
  const last = events[events.length - 1] as EventRow;
  expect(rows.map((r) => ({ version: Number((r as any).version), lastSeq: Number((r as any).last_seq) }))).toEqual([
    { version: last.streamVersion, lastSeq: last.seq },
  ]);
}

async function reopen(db: FaultDatabase) {
  const startedAt = performance.now();
  const handle = await db.open();
  const openMs = Math.round(performance.now() - startedAt);
  return { handle, openMs };
}

const RUNS = 20;

describe.concurrent(`fault drills with real server processes (${ENGINE})`, () => {
  afterAll(killAll);

  describe("a server killed with SIGKILL during a run", () => {
    it("when the process dies inside a step, then the restarted server records that run as aborted, no step ran twice at once, and the schedule goes on", async () => {
      const db = await createFaultDatabase();
      const servers = serverGroup();
      try {
        const { stepLog, env, describeLogs } = drill(db);
        const first = await servers.start({ ...env, FAULT_HANG_STEP: "draft_content" });
        expect((await first.api("POST", "/api/automation/start")).status).toBe(200);

        // StepStarted(draft_content) has committed: the step function only runs after it.
        const inFlight = await waitFor(
          "draft_content to be in flight",
          () => stepExecutions(stepLog).find((x) => x.step === "draft_content" && x.endMs === undefined),
          (found) => found !== undefined,
          45_000,
          describeLogs(first),
        );
        const killedRunId = inFlight?.runId as string;
        // The API agrees: the step is logged as in progress (StepStarted, no StepCompleted yet).
        const shown = (await first.api("GET", "/api/automation/logs?limit=20")).body as {
          runId: string;
          step: string;
          status: string;
        }[];
        expect(shown.find((entry) => entry.runId === killedRunId && entry.step === "draft_content")?.status).toBe(
          "in_progress",
        );
        await first.kill9();
        const deadAt = Date.now();

        const second = await servers.start(env);
        const bootedAt = Date.now();
        await waitFor(
          "the killed run to be aborted and a later run to complete",
          () => status(second),
          (s) => s.errorCount >= 1 && s.successCount >= 1,
          RECOVERY_MS,
          describeLogs(second),
        );
        const recoveredInMs = Date.now() - bootedAt;
        const events = await eventsAfterStop(db, second);

        // The run that was in flight is aborted, at the step it died in, exactly once.
        const aborted = events.filter((e) => e.type === "RunAborted");
        expect(aborted).toHaveLength(1);
        expect(aborted[0]?.data).toMatchObject({ runId: killedRunId, step: "draft_content" });
        const killedRunEvents = events
          .filter((e) => e.data.runId === killedRunId && /^(Run|Step)/.test(e.type))
          .map((e) => e.type);
        expect(killedRunEvents).toEqual([
          "RunStarted",
          ...Array(3).fill(["StepStarted", "StepCompleted"]).flat(),
          "StepStarted",
          "RunAborted",
        ]);

        // The schedule goes on: a next run is scheduled by the abort, starts after it and completes.
        const abortSeq = aborted[0]?.seq as number;
        expect(events.find((e) => e.seq > abortSeq)?.type).toBe("NextRunScheduled");
        const runs = runsOf(events);
        const later = runs.filter((run) => run.startedSeq > abortSeq);
        expect(later.length).toBeGreaterThanOrEqual(1);
        expect(later[0]?.end?.type).toBe("RunCompleted");
        expect(later[0]?.startedAt.getTime()).toBeGreaterThanOrEqual(aborted[0]?.occurredAt.getTime() as number);

        // Runs never overlap: each starts after the previous one ended.
        for (let i = 1; i < runs.length; i += 1) {
          const previous = runs[i - 1];
          expect(previous?.end, `run ${previous?.runId} has no end but a later run started`).toBeDefined();
          expect(runs[i]?.startedSeq).toBeGreaterThan(previous?.end?.seq as number);
        }

        // From outside: no two step executions overlapped in time, across both processes (the killed
        // step lasted until the process was seen dead), and no step of a run executed twice.
        const executions = stepExecutions(stepLog);
        expect(overlappingSteps(executions, { [first.pid]: deadAt })).toEqual([]);
        const perRunStep = new Map<string, number>();
        for (const x of executions)
          perRunStep.set(`${x.runId}/${x.step}`, (perRunStep.get(`${x.runId}/${x.step}`) ?? 0) + 1);
        expect([...perRunStep].filter(([, n]) => n > 1)).toEqual([]);
        expect(executions.filter((x) => x.runId === killedRunId).every((x) => x.pid === first.pid)).toBe(true);
        expect(executions.filter((x) => x.pid === second.pid).length).toBeGreaterThanOrEqual(8);

        console.info(
          `[faults/${ENGINE}] killed inside a step: boots ${first.bootMs} ms and ${second.bootMs} ms; ` +
            `recovered ${recoveredInMs} ms after the restart (it listened ${bootedAt - deadAt} ms after the kill)`,
        );
      } finally {
        await servers.killAll();
        await db.drop();
      }
    }, 240_000);

    it(`when the process dies between two steps, then the restarted server ends that run and the schedule goes on${BETWEEN_STEPS_BUG ? " (KNOWN BUG: today the run stays wedged, see BETWEEN_STEPS_BUG)" : ""}`, async () => {
      const db = await createFaultDatabase();
      const servers = serverGroup();
      try {
        const { stepLog, jobLog, env, describeLogs } = drill(db);
        // The process SIGKILLs itself right after StepCompleted(match_exercises) commits: no step in flight.
        const first = await servers.start({ ...env, FAULT_KILL_AFTER: "StepCompleted:match_exercises" });
        expect((await first.api("POST", "/api/automation/start")).status).toBe(200);
        const died = await Promise.race([first.exited, sleep(45_000).then(() => "still alive after 45 s")]);
        expect(died).toEqual({ code: null, signal: "SIGKILL" });
        const deadAt = Date.now();
        const killedRunId = stepExecutions(stepLog).find((x) => x.step === "match_exercises")?.runId as string;
        expect(killedRunId).toBeDefined();

        const second = await servers.start(env);
        // The dead worker's job is retried; it has run once the job log shows it settled with retryCount >= 1.
        await waitFor(
          "the dead worker's job to be retried and settle",
          () => readJsonLines<JobLine>(jobLog),
          (lines) => lines.some((l) => l.retryCount >= 1 && ["completed", "failed"].includes(l.state)),
          RECOVERY_MS,
          describeLogs(second),
        );

        if (BETWEEN_STEPS_BUG) {
          // What happens today: the retry found no step in flight, tried BeginRun (rejected: a run is
          // in progress) and completed. Nothing ends the run; no step runs again.
          await sleep(3_000);
          const fixed = "the run was not left wedged: the bug looks fixed, set BETWEEN_STEPS_BUG to false";
          const wedged = await status(second);
          expect(wedged, fixed).toMatchObject({ status: "running", currentRunId: killedRunId, totalRuns: 0 });
          const events = await eventsAfterStop(db, second);
          expect(runsOf(events).find((run) => run.runId === killedRunId)?.end, fixed).toBeUndefined();
          expect(events[events.length - 1]?.type, fixed).toBe("StepCompleted");
          expect(
            stepExecutions(stepLog).filter((x) => x.startMs > deadAt),
            fixed,
          ).toEqual([]);
          return;
        }

        await waitFor(
          "the killed run to end and a later run to complete",
          () => status(second),
          (s) => s.currentRunId !== killedRunId && s.successCount >= 1,
          10_000,
          describeLogs(second),
        );
        const events = await eventsAfterStop(db, second);
        // Aborted (as the design says of a run in flight when its process died) or finished from
        // where it stood: either way it ends, and no step of it ran twice.
        const end = runsOf(events).find((run) => run.runId === killedRunId)?.end;
        expect(["RunAborted", "RunCompleted"]).toContain(end?.type);
        const executions = stepExecutions(stepLog);
        expect(overlappingSteps(executions, { [first.pid]: deadAt })).toEqual([]);
        const killedRunSteps = executions.filter((x) => x.runId === killedRunId).map((x) => x.step);
        expect(new Set(killedRunSteps).size).toBe(killedRunSteps.length);
      } finally {
        await servers.killAll();
        await db.drop();
      }
    }, 240_000);
  });

  describe("a server killed with SIGKILL right after a generation job published its page", () => {
    it("when three jobs are queued and the process dies as the first one's publish commits, then three jobs give three pages, each named once", async () => {
      const db = await createFaultDatabase();
      const servers = serverGroup();
      // The real steps (pages really written); the first process dies right after the first publish commits,
      // before pg-boss hears the job finished: the retried job must not publish again (it once did, from step 1).
      const env = { ...db.env, ...FAST_AUTOMATION, FAULT_REAL_STEPS: "true", SEED_ON_START: "true" };
      try {
        const first = await servers.start({ ...env, FAULT_KILL_AFTER: "PageJobStepCompleted:publish" });
        for (let i = 0; i < 3; i += 1)
          expect((await first.api("POST", "/api/page-generator/generate")).status).toBe(202);
        const died = await Promise.race([first.exited, sleep(150_000).then(() => "still alive after 150 s")]);
        expect(died, first.output()).toEqual({ code: null, signal: "SIGKILL" });

        const second = await servers.start(env);
        await waitFor(
          "the three jobs to end",
          async () => (await second.api("GET", "/api/page-generator/queue/status")).body.queueStatus,
          (q) => q.completedJobs + q.failedJobs === 3,
          RECOVERY_MS,
          () => second.output(),
        );
        await second.stop();
        const handle = await db.open();
        try {
          const jobs = (await handle.executeSql("select status, landing_page_id from page_jobs order by queued_at"))
            .rows as { status: string; landing_page_id: number | null }[];
          expect(jobs.map((job) => job.status)).toEqual(["completed", "completed", "completed"]);
          const pages = (await handle.executeSql("select id from landing_pages")).rows as { id: number }[];
          const ids = pages.map((page) => Number(page.id)).sort((a, b) => a - b);
          expect(jobs.map((job) => Number(job.landing_page_id)).sort((a, b) => a - b)).toEqual(ids);
          expect(ids).toHaveLength(3);
          // Each page is named by one publish step's event, on its own job's stream.
          const named = (
            await handle.executeSql(
              "select (data->>'landingPageId')::int as page, stream_id from automation_events where type = 'PageJobStepCompleted' and data->>'step' = 'publish'",
            )
          ).rows as { page: number; stream_id: string }[];
          expect(named.map((row) => Number(row.page)).sort((a, b) => a - b)).toEqual(ids);
          expect(new Set(named.map((row) => row.stream_id)).size).toBe(3);
        } finally {
          await handle.close();
        }
      } finally {
        await servers.killAll();
        await db.drop();
      }
    }, 360_000);
  });

  describe("the embedded database (PGlite) after kill -9", () => {
    it("when the server is killed while runs and commands commit, then every event it committed or acknowledged is there when the data directory is opened again, and it opens", async () => {
      const db = await createFaultDatabase("pglite");
      const servers = serverGroup();
      const committedFile = join(db.dir, "committed.jsonl");
      const env = {
        ...db.env,
        ...FAST_AUTOMATION,
        // Back-to-back runs of quick steps: many small commits a second.
        AUTOMATION_MINUTE_MS: "20",
        FAULT_STEP_MS: "5",
        FAULT_EVENTS_FILE: committedFile,
      };
      const notes: string[] = [];
      let server: ServerProcess | undefined;
      try {
        /* 1. Killed while the runner commits step after step. */
        server = await servers.start(env);
        expect((await server.api("POST", "/api/automation/start")).status).toBe(200);
        const deadline = Date.now() + 60_000;
        while (readJsonLines<CommittedLine>(committedFile).length < 60) {
          if (Date.now() > deadline) throw new Error(`Too few commits in 60 s:\n${server.output()}`);
          await sleep(50);
        }
        const reportedLogs = (await server.api("GET", "/api/automation/logs?limit=1000")).body as {
          id: number;
          runId: string;
          stepNumber: number;
          status: string;
        }[];
        const reportedStatus = await status(server);
        await sleep(Math.random() * 20);
        await server.kill9();

        const committed = readJsonLines<CommittedLine>(committedFile);
        let { handle, openMs } = await reopen(db);
        try {
          const events = await readEvents(handle);
          const bySeq = new Map(events.map((e) => [e.seq, e]));
          // Every event the process saw commit is there, as it was.
          const missing = committed.filter((c) => bySeq.get(c.seq)?.type !== c.type);
          expect(missing).toEqual([]);
          // Every log entry the API showed is there; only a step shown in progress may have finished since.
          const { rows } = await handle.executeSql(
            "select id, run_id, step_number, status from automation_activity_logs",
          );
          const logs = new Map((rows as any[]).map((r) => [Number(r.id), r]));
          for (const entry of reportedLogs) {
            const row = logs.get(entry.id);
            expect(row, `activity log ${entry.id}`).toMatchObject({
              run_id: entry.runId,
              step_number: entry.stepNumber,
            });
            if (entry.status !== "in_progress") expect(row.status).toBe(entry.status);
          }
          const ended = events.filter((e) =>
            ["RunCompleted", "RunFailed", "RunAborted", "RunStopped"].includes(e.type),
          );
          expect(ended.length).toBeGreaterThanOrEqual(reportedStatus.totalRuns);
          await checkConsistent(handle, events);
          const lastSeen = Math.max(...committed.map((c) => c.seq));
          notes.push(
            `kill during runs: ${committed.length} events seen committed (last seq ${lastSeen}), ` +
              `${events.length} in the reopened database (last seq ${events[events.length - 1]?.seq}), ` +
              `${reportedLogs.length} log entries from the API all present; reopened in ${openMs} ms`,
          );
        } finally {
          await handle.close();
        }

        /* 2. The server starts again on the crashed folder, then is killed under acknowledged commands. */
        const bootStarted = Date.now();
        server = await servers.start(env);
        notes.push(`the server restarted on the crashed folder in ${Date.now() - bootStarted} ms`);
        expect((await server.api("GET", "/readyz")).status).toBe(200);
        const acknowledged: number[] = [];
        let next = 1;
        let killed = false;
        const loop = async () => {
          while (!killed && next <= 1440) {
            const minutes = next++;
            try {
              const answer = await server?.api("PUT", "/api/automation/interval", { minutes });
              if (answer?.status === 200) acknowledged.push(minutes);
            } catch {
              // The process died under this request: not acknowledged.
            }
          }
        };
        const loops = Array.from({ length: 4 }, loop);
        const commandsUntil = Date.now() + 30_000;
        while (acknowledged.length < 40 && next <= 1440 && Date.now() < commandsUntil) await sleep(10);
        expect(acknowledged.length).toBeGreaterThan(0);
        await server.kill9();
        killed = true;
        await Promise.all(loops);

        ({ handle, openMs } = await reopen(db));
        try {
          const events = await readEvents(handle);
          const stored = new Set(
            events.filter((e) => e.type === "IntervalChanged").map((e) => Number(e.data.minutes as number)),
          );
          expect(acknowledged.filter((minutes) => !stored.has(minutes))).toEqual([]);
          await checkConsistent(handle, events);
          notes.push(
            `kill under commands: ${acknowledged.length} acknowledged PUT /interval all present ` +
              `(${stored.size} IntervalChanged stored, ${next - 1} sent); reopened in ${openMs} ms`,
          );
        } finally {
          await handle.close();
        }

        /* 3. No index is corrupt (amcheck's B-tree checks, heap included). */
        const pglite = await PGlite.create(join(db.env.DATA_DIR as string, "pglite"), { extensions: { amcheck } });
        try {
          await pglite.exec("create extension if not exists amcheck");
          const indexes = await pglite.query<{ index: string }>(
            `select c.oid::regclass::text as index from pg_index i join pg_class c on c.oid = i.indexrelid
           join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
           where am.amname = 'btree' and c.relkind = 'i' and n.nspname in ('public', 'pgboss')`,
          );
          for (const { index } of indexes.rows) {
            await pglite.query("select bt_index_check($1::regclass, true)", [index]);
          }
          notes.push(`amcheck: ${indexes.rows.length} B-tree indexes (public, pgboss) verified`);
        } finally {
          await pglite.close();
        }
        console.info(`[faults/pglite durability]\n  ${notes.join("\n  ")}`);
      } finally {
        await servers.killAll();
        await db.drop();
      }
    }, 180_000);
  });

  describe.skipIf(ENGINE !== "postgres")(
    "two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: embedded PGlite belongs to one process)",
    () => {
      it(`when both run the automation for ${RUNS} runs, then no two runs overlap and every run's 8 steps executed exactly once`, async () => {
        const db = await createFaultDatabase("postgres");
        const servers = serverGroup();
        const stepLog = join(db.dir, "steps.jsonl");
        const env = {
          ...db.env,
          ...FAST_AUTOMATION,
          // The interval's 2 "minutes" are 40 ms: the next run is due almost as soon as one ends,
          // so both processes' workers are polling for it at once.
          AUTOMATION_MINUTE_MS: "20",
          FAULT_STEP_MS: "20",
          FAULT_LOG_FILE: stepLog,
        };
        try {
          // Both boot at once on the fresh database: migrations and pg-boss's schema race too.
          const [a, b] = await Promise.all([servers.start(env), servers.start(env)]);
          if (!a || !b) throw new Error("both servers should have started");
          const startedAt = Date.now();
          expect((await a.api("POST", "/api/automation/start")).status).toBe(200);
          expect((await b.api("POST", "/api/automation/start")).status).toBe(409);
          await waitFor(
            `${RUNS} completed runs`,
            () => status(b),
            (s) => s.successCount >= RUNS,
            100_000,
            () => `a:\n${a.output()}\nb:\n${b.output()}`,
          );
          const tookMs = Date.now() - startedAt;
          await Promise.all([a.stop(), b.stop()]);

          const handle = await db.open();
          const events = await readEvents(handle).finally(() => handle.close());
          const runs = runsOf(events);
          const completed = runs.filter((run) => run.end?.type === "RunCompleted");
          expect(completed.length).toBeGreaterThanOrEqual(RUNS);
          // Nothing failed, aborted or stopped: only the last run may have been cut short by the stop.
          expect(runs.slice(0, -1).every((run) => run.end?.type === "RunCompleted")).toBe(true);

          // By the events: each run starts after the one before it ended, in order and in time.
          for (let i = 1; i < runs.length; i += 1) {
            const previous = runs[i - 1];
            const current = runs[i];
            expect(current?.startedSeq).toBeGreaterThan(previous?.end?.seq as number);
            expect(current?.startedAt.getTime()).toBeGreaterThanOrEqual(previous?.end?.at.getTime() as number);
          }

          // By the processes' own records: no two step executions overlapped, across both pids...
          const executions = stepExecutions(stepLog);
          expect(overlappingSteps(executions)).toEqual([]);
          // ...and each completed run executed each of its 8 steps exactly once, in one process.
          for (const run of completed) {
            const own = executions.filter((x) => x.runId === run.runId);
            expect(own.map((x) => x.step)).toEqual([...STEP_NAMES]);
            expect(own.every((x) => x.outcome === "completed")).toBe(true);
            expect(new Set(own.map((x) => x.pid)).size).toBe(1);
          }
          // Every execution belongs to a run the events know.
          const known = new Set(runs.map((run) => run.runId));
          expect(executions.filter((x) => !known.has(x.runId))).toEqual([]);

          const byPid = new Map<number, number>();
          for (const run of completed) {
            const pid = executions.find((x) => x.runId === run.runId)?.pid as number;
            byPid.set(pid, (byPid.get(pid) ?? 0) + 1);
          }
          console.info(
            `[faults/two instances] ${completed.length} runs in ${tookMs} ms; runs per process: ` +
              [...byPid].map(([pid, n]) => `${pid === a.pid ? "a" : "b"}=${n}`).join(", "),
          );
        } finally {
          await servers.killAll();
          await db.drop();
        }
      }, 150_000);

      it("when the instance running a run is killed, then the other says the run stalled and aborts it within 30 s", async () => {
        const db = await createFaultDatabase("postgres");
        const servers = serverGroup();
        const stepLog = join(db.dir, "steps.jsonl");
        // Production's timing (the lease renewed every 5 s and stale after 17.5 s; pg-boss's own heartbeat 30 s):
        // what an operator gets.
        const env = {
          ...db.env,
          ...FAST_AUTOMATION,
          AUTOMATION_HEARTBEAT_SECONDS: "30",
          FAULT_LOG_FILE: stepLog,
          FAULT_HANG_STEP: "draft_content",
        };
        try {
          const [a, b] = await Promise.all([servers.start(env), servers.start(env)]);
          if (!a || !b) throw new Error("both servers should have started");
          expect((await a.api("POST", "/api/automation/start")).status).toBe(200);
          const inFlight = await waitFor(
            "draft_content to be in flight",
            () => stepExecutions(stepLog).find((x) => x.step === "draft_content"),
            (found) => found !== undefined,
            45_000,
          );
          const [worker, other] = inFlight?.pid === a.pid ? [a, b] : [b, a];
          await worker.kill9();
          const deadAt = Date.now();
          // The survivor's dashboard first says the worker stopped, then records the run as aborted, within 30 s.
          let sawStalled = false;
          const after = await waitFor(
            "the killed instance's run to be aborted",
            async () => {
              const s = await status(other);
              sawStalled ||= s.workerStalled === true;
              return s;
            },
            (s) => s.errorCount >= 1,
            30_000,
            () => other.output(),
          );
          // Reported, not asserted: the wait above is the bound.
          const abortedInMs = Date.now() - deadAt;
          expect(after.currentRunId).not.toBe(inFlight?.runId);
          expect(sawStalled).toBe(true);
          const events = await eventsAfterStop(db, other);
          const aborted = events.filter((e) => e.type === "RunAborted");
          expect(aborted).toHaveLength(1);
          expect(aborted[0]?.data).toMatchObject({ runId: inFlight?.runId, step: "draft_content" });
          expect(String(aborted[0]?.data.reason)).toMatch(
            /^stalled: its worker stopped \(no heartbeat for \d+ s during draft_content\)$/,
          );
          console.info(
            `[faults/two instances] the killed instance's run was aborted by the other ${abortedInMs} ms after the kill`,
          );
        } finally {
          await servers.killAll();
          await db.drop();
        }
      }, 150_000);
    },
  );

  describe("a server killed with SIGKILL during a large confirmed import", () => {
    it("when the process dies while a replace-all of 40,000 locations is being written, then the data is the old set or the new, never a mix", async () => {
      const db = await createFaultDatabase();
      const servers = serverGroup();
      try {
        const first = await servers.start(db.env);
        const old = Array.from({ length: 500 }, (_, i) => ({ id: `old${i}`, title: `Old ${i}` }));
        expect((await first.api("POST", "/api/admin/import-locations", { data: old })).status).toBe(200);
        const fresh = Array.from({ length: 40_000 }, (_, i) => ({ id: `new${i}`, title: `New ${i}` }));
        const session = await first.session();
        const sent = Date.now();
        const importing = fetch(`${first.url}/api/admin/import-locations`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-admin-session": session },
          body: JSON.stringify({ data: fresh, clearExisting: true, confirmDeletions: true }),
        }).then(
          (r) => r.status,
          () => "cut off",
        );
        // Long enough for the body to arrive and the transaction to be writing (the whole import takes seconds).
        await sleep(1_500);
        await first.kill9();
        const answer = await importing;
        const killedAfterMs = Date.now() - sent;

        const second = await servers.start(db.env);
        const ids = new Set(
          ((await second.api("GET", "/api/admin/export-locations")).body as { data: { id: string }[] }).data.map(
            (l) => l.id,
          ),
        );
        const imports = (await second.api("GET", "/api/admin/imports")).body as { imports: { mode: string }[] };
        const isOld = ids.size === old.length && old.every((l) => ids.has(l.id));
        const isNew = ids.size === fresh.length && fresh.every((l) => ids.has(l.id));
        console.info(
          `[faults/import] killed ${killedAfterMs} ms after sending (answer: ${answer}); data is ${isNew ? "the new set" : isOld ? "the old set" : "A MIX"}`,
        );
        expect(isOld || isNew).toBe(true);
        // The import's record commits with its rows: listed exactly when its data is there.
        expect(imports.imports.filter((i) => i.mode === "replace").length).toBe(isNew ? 1 : 0);
        await second.stop();
      } finally {
        await servers.killAll();
        await db.drop();
      }
    }, 150_000);
  });
});
