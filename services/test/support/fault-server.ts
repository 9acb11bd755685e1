/**
 * The real server, started as its own process for fault drills (services/test/faults):
 *
 *   node --import tsx services/test/support/fault-server.ts
 *
 * It calls start() from src/main.ts (config from the environment, as in production)
 * with fake workflow steps configured by the environment, or with the real ones:
 *
 *   FAULT_REAL_STEPS     "true": the default steps of start() (the template generator writes real
 *                        landing pages; no LLM, no Pinterest); the FAULT_*_STEP settings do not apply
 *
 *   FAULT_STEP_MS        how long each step works (default 50)
 *   FAULT_HANG_STEP      a step name that hangs until its signal aborts (optional)
 *   FAULT_LOG_FILE       every step execution is appended here as JSON lines (optional)
 *   FAULT_EVENTS_FILE    every event this process commits is appended here (seq, version, type,
 *                        runId, step) right after its transaction commits (optional): what the
 *                        process knew to be durable, to compare with the database after a crash
 *   FAULT_JOBS_FILE      the run queue's jobs, polled every 200 ms; a line per change of state or
 *                        retry count (optional): shows from outside when a retried job has run
 *   FAULT_PARENT_PID     exit at once when this process is gone (optional): a test runner that is
 *                        itself killed leaves no server behind
 *   FAULT_KILL_AFTER     "<event type>[:<step>][+<ms>]", e.g. "StepCompleted:match_exercises": the
 *                        process SIGKILLs itself right after that event commits (optional; a crash
 *                        between two steps, at a point no outside timing can hit reliably). Automation
 *                        events and the generation queue's job events ("PageJobStepCompleted:publish")
 *                        both count. With "+<ms>" it dies that many ms after the event instead (inside
 *                        the next step, or wherever the process is by then): "StepStarted:publish+40".
 *                        The first matching event arms it; later ones change nothing.
 *   FAULT_KILL_FILE      a file holding {"id", "spec"}: FAULT_KILL_AFTER's spec, re-read at each event,
 *                        so that a drill can move the kill point of running processes (optional). Of
 *                        the processes sharing the file, one only takes each point: the first to create
 *                        `<file>.<id>.claimed` (exclusively), where it writes its pid and the time.
 *
 * Each step writes a `start` line when it begins and an `end` line when it returns or
 * throws, synchronously (appendFileSync), so a SIGKILL loses neither: a `start` without
 * its `end` is a step the process died in. Lines: StepLogLine below.
 *
 * Prints `LISTENING <url>` on stdout once the server listens and the workers poll.
 * SIGTERM/SIGINT stop it gracefully (the database is closed).
 */
import { appendFileSync, closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { WorkflowSteps } from "../../src/automation/workflow-steps";
import { start } from "../../src/main";
import { stopOnSignals } from "../../src/start/stop";

export interface StepLogLine {
  phase: "start" | "end";
  pid: number;
  runId: string;
  step: StepName;
  /** Wall-clock ms (Date.now() precision improved by performance.now()), comparable across processes. */
  startMs: number;
  endMs?: number;
  outcome?: "completed" | "aborted";
}

const stepMs = Number(process.env.FAULT_STEP_MS ?? 50);
const hangStep = process.env.FAULT_HANG_STEP as StepName | undefined;
const logFile = process.env.FAULT_LOG_FILE;
const killAfter = process.env.FAULT_KILL_AFTER;
const killFile = process.env.FAULT_KILL_FILE;
const realSteps = process.env.FAULT_REAL_STEPS === "true";
const eventsFile = process.env.FAULT_EVENTS_FILE;
const jobsFile = process.env.FAULT_JOBS_FILE;
const parentPid = Number(process.env.FAULT_PARENT_PID ?? 0);

if (parentPid > 0) {
  const watchdog = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      process.exit(1);
    }
  }, 1_000);
  watchdog.unref();
}

if (!Number.isFinite(stepMs) || stepMs < 0) throw new Error(`FAULT_STEP_MS must be a number >= 0, not ${stepMs}`);
if (hangStep && !STEP_NAMES.includes(hangStep)) throw new Error(`FAULT_HANG_STEP: unknown step ${hangStep}`);

const now = () => performance.timeOrigin + performance.now();
const record = (line: StepLogLine) => {
  if (logFile) appendFileSync(logFile, `${JSON.stringify(line)}\n`);
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason ?? new Error("aborted"));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? new Error("aborted"));
      },
      { once: true },
    );
  });

let pageId = 1000;
const steps = Object.fromEntries(
  STEP_NAMES.map((step) => [
    step,
    async ({ runId, signal }: { runId: string; signal: AbortSignal }) => {
      const startMs = now();
      record({ phase: "start", pid: process.pid, runId, step, startMs });
      let outcome: StepLogLine["outcome"] = "aborted";
      try {
        await sleep(step === hangStep ? 2 ** 31 - 1 : stepMs, signal);
        outcome = "completed";
        return step === "publish"
          ? { message: "Page published", landingPageId: ++pageId, output: { slug: `fault-${pageId}` } }
          : { message: `${step} done`, output: { step } };
      } finally {
        record({ phase: "end", pid: process.pid, runId, step, startMs, endMs: now(), outcome });
      }
    },
  ]),
) as unknown as WorkflowSteps;

const app = await start(realSteps ? {} : { steps });

if (eventsFile) {
  app.automation.bus.on("events", (events) => {
    const lines = events.map((event) => {
      const data = event.data as { runId?: string; step?: string };
      return JSON.stringify({
        pid: process.pid,
        seq: event.seq,
        version: event.version,
        type: event.type,
        ...(data.runId ? { runId: data.runId } : {}),
        ...(data.step ? { step: data.step } : {}),
      });
    });
    appendFileSync(eventsFile, `${lines.join("\n")}\n`);
  });
}

if (jobsFile) {
  const seen = new Map<string, string>();
  const poll = async () => {
    const { rows } = await app.database.executeSql(
      "select id, state::text as state, retry_count, data from pgboss.job where name = 'automation-run'",
    );
    for (const row of rows as { id: string; state: string; retry_count: number; data: unknown }[]) {
      const key = `${row.state}/${row.retry_count}`;
      if (seen.get(row.id) === key) continue;
      seen.set(row.id, key);
      const line = { pid: process.pid, at: Date.now(), id: row.id, state: row.state, retryCount: row.retry_count };
      appendFileSync(jobsFile, `${JSON.stringify({ ...line, data: row.data })}\n`);
    }
  };
  const timer = setInterval(() => poll().catch(() => undefined), 200);
  timer.unref();
}

if (killAfter || killFile) {
  const taken = new Set<string>();
  const currentPoint = (): { id: string; spec: string } | undefined => {
    if (killAfter) return { id: "env", spec: killAfter };
    try {
      return JSON.parse(readFileSync(killFile as string, "utf8"));
    } catch {
      return undefined;
    }
  };
  /** Only one process takes a point: the first to create its claim file. */
  const claim = (id: string, event: string) => {
    if (!killFile) return true;
    try {
      const fd = openSync(`${killFile}.${id}.claimed`, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, at: performance.timeOrigin + performance.now(), event }));
      closeSync(fd);
      return true;
    } catch {
      return false;
    }
  };
  const hit = (event: { type: string; data: unknown }) => {
    const point = currentPoint();
    if (!point || taken.has(point.id)) return;
    const match = /^(\w+)(?::(\w+))?(?:\+(\d+))?$/.exec(point.spec);
    if (!match) throw new Error(`FAULT_KILL_AFTER: expected <event type>[:<step>][+<ms>], not ${point.spec}`);
    const [, type, step, delay] = match;
    if (event.type !== type || (step && (event.data as { step?: string }).step !== step)) return;
    taken.add(point.id);
    if (!claim(point.id, `${event.type}${step ? `:${step}` : ""}`)) return;
    if (delay === undefined) process.kill(process.pid, "SIGKILL");
    else setTimeout(() => process.kill(process.pid, "SIGKILL"), Number(delay));
  };
  app.automation.bus.on("events", (events) => {
    for (const event of events) hit(event);
  });
  app.generation.bus.on("recorded", hit);
}

stopOnSignals(app, 15_000);

console.log(`LISTENING ${app.url}`);
