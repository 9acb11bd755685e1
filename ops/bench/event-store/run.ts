/**
 * Event-store benchmark (docs/benchmarks.md): append throughput against raw
 * INSERTs, projection rebuild throughput at 100k and N stored events, and the
 * dashboard / point-in-time read latencies with N events stored, all in one
 * process against baselines measured in the same run.
 *
 *   npx tsx ops/bench/event-store/run.ts [--events 1000000] [--engine postgres|pglite]
 *
 * Options:
 * --only emmett (PostgreSQL: only our append against Emmett's, about half a
 * minute), --only rebuild (only the rebuilds), --samples <n> (dashboard reads, default 1000), --state-samples <n> (state?at
 * reads per point, default 20), --no-fold-from-start, --latest (write
 * results/latest-<engine>.json even for a non-default size).
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a
 * fresh database is created for the run and dropped after it.
 */
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { RebuildOptions } from "../../../services/src/automation/replay";
import { type AppendResult, measureAppends } from "./append";
import {
  type BenchDatabase,
  bulkLoad,
  countEvents,
  createRawTable,
  type Engine,
  openBenchDatabase,
  projectionFingerprint,
  truncateAll,
} from "./database";
import { type ComparisonResult, compareWithEmmett } from "./emmett";
import { type HistoryEvent, HistoryGenerator } from "./history";
import {
  foldFromStart,
  measureDashboardReads,
  measureEventsAfterSnapshot,
  measureFoldAfterSnapshot,
  measureStateAt,
  profileStateAt,
  type ReadResult,
  randomSeq,
} from "./reads";
import {
  measureActivityUpdate,
  measureRawRead,
  measureServicesRebuild,
  measureWriteFloor,
  type RebuildResult,
  referenceRebuild,
} from "./rebuild";
import { rate, table } from "./stats";

const GOALS = {
  appendRatio: 0.5,
  /** Our append against Emmett's, single and batched (issue 16). */
  emmettRatio: 1.0,
  rebuildEventsPerSecond: 50_000,
  /** PostgreSQL at 1M stored events (issue 16). */
  rebuildEventsPerSecondAt1M: 100_000,
  dashboardP99Ms: 10,
  stateAtMs: 200,
};
const SMALL = 100_000;
const EQUIVALENCE = 30_000;
const ACTIVITY_INDEX = "bench_activity_logs_run_step_idx";
const DEFAULT_EVENTS: Record<Engine, number> = { postgres: 1_000_000, pglite: 100_000 };

const { values: args } = parseArgs({
  options: {
    events: { type: "string" },
    engine: { type: "string", default: "postgres" },
    samples: { type: "string", default: "1000" },
    "state-samples": { type: "string", default: "20" },
    "no-fold-from-start": { type: "boolean", default: false },
    latest: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const only = args.only;
if (only !== undefined && only !== "emmett" && only !== "rebuild") throw new Error("--only must be emmett or rebuild");
const engine = args.engine as Engine;
if (engine !== "postgres" && engine !== "pglite") throw new Error("--engine must be postgres or pglite");
const totalEvents = Number(args.events ?? DEFAULT_EVENTS[engine]);
const smallEvents = Math.min(SMALL, totalEvents);
const equivalenceEvents = Math.min(EQUIVALENCE, smallEvents);
const readSamples = Number(args.samples);
const stateSamples = Number(args["state-samples"]);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const here = dirname(fileURLToPath(import.meta.url));

const log = (...parts: unknown[]) => console.log(...parts);
const phase = (title: string) => log(`\n== ${title} [${new Date().toISOString().slice(11, 19)}]`);
const k = (n: number) => n.toLocaleString("en-US");

function machineInfo(serverVersion: string) {
  const cpuModel =
    /model name\s*:\s*(.*)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? os.cpus()[0]?.model;
  const git = (command: string) => {
    try {
      return execSync(command, { cwd: here, stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim();
    } catch {
      return "";
    }
  };
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    engine,
    databaseVersion: serverVersion,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    commit: `${git("git rev-parse --short HEAD")}${git("git status --porcelain -- services migrations") ? "+dirty" : ""}`,
  };
}

async function load(bench: BenchDatabase, generator: HistoryGenerator, count: number, keep?: HistoryEvent[]) {
  const start = performance.now();
  for (let done = 0; done < count; done += SMALL) {
    const part = generator.take(Math.min(SMALL, count - done));
    if (keep) keep.push(...part);
    await bulkLoad(bench, part);
  }
  if (bench.engine === "postgres") await bench.handle.executeSql("vacuum analyze");
  const ms = performance.now() - start;
  return { events: count, ms: Math.round(ms), eventsPerSecond: rate(count, ms) };
}

/** The rebuild goal at this many stored events: 100k events/s on PostgreSQL at 1M, 50k events/s otherwise. */
const rebuildGoal = (stored: number) =>
  engine === "postgres" && stored >= 1_000_000 ? GOALS.rebuildEventsPerSecondAt1M : GOALS.rebuildEventsPerSecond;

function appendTable(rows: AppendResult[], baseline: AppendResult, sameFraming: AppendResult) {
  return table(
    ["variant", "events", "events/s", "ratio vs raw (pool)", "ratio vs raw (same tx framing)"],
    rows.map((r) => [
      r.name,
      k(r.events),
      k(r.eventsPerSecond),
      (r.eventsPerSecond / baseline.eventsPerSecond).toFixed(2),
      (r.eventsPerSecond / sameFraming.eventsPerSecond).toFixed(2),
    ]),
  );
}

function rebuildTable(rows: RebuildResult[]) {
  return table(
    ["rebuild", "stored", "replayed", "time s", "events/s", "ratio vs raw read"],
    rows.map((r) => [
      r.name,
      k(r.storedEvents),
      k(r.events),
      (r.ms / 1000).toFixed(1),
      k(r.eventsPerSecond),
      r.ratioToRawRead === undefined ? "" : r.ratioToRawRead.toFixed(2),
    ]),
  );
}

function readTable(rows: ReadResult[]) {
  return table(
    ["read", "n", "p50 ms", "p99 ms", "max ms"],
    rows.map((r) => [
      r.name,
      r.latency.n,
      r.latency.p50.toFixed(2),
      r.latency.p99.toFixed(2),
      r.latency.max.toFixed(2),
    ]),
  );
}

function comparisonTable(rows: ComparisonResult[]) {
  return table(
    [
      "events per call",
      "ours events/s",
      "Emmett events/s",
      "ours/Emmett",
      "per round",
      "ours autocommit events/s",
      "autocommit/Emmett",
    ],
    rows.map((r) => [
      r.eventsPerCall,
      k(r.ours.eventsPerSecond),
      k(r.emmett.eventsPerSecond),
      r.ratio.toFixed(2),
      r.roundRatios.map((x) => x.toFixed(2)).join(" "),
      k(r.oursAutocommit.eventsPerSecond),
      r.autocommitRatio.toFixed(2),
    ]),
  );
}

interface Goal {
  goal: string;
  value: number;
  pass: boolean;
}

/** 1. Appends against raw INSERTs of the same rows. */
async function appendPhase() {
  phase("1. append throughput (interleaved rounds against raw INSERTs of the same rows)");
  const quick = totalEvents < SMALL;
  const append = await measureAppends(bench, {
    singleCalls: quick ? 500 : engine === "pglite" ? 2000 : 3000,
    batchCalls: quick ? 50 : engine === "pglite" ? 200 : 300,
    batchSize: 100,
    rounds: 5,
  });
  const [single, rawSingle, rawSingleTx] = append.single as [AppendResult, AppendResult, AppendResult];
  const [batched, rawBatch, rawBatchTx] = append.batched as [AppendResult, AppendResult, AppendResult];
  log(appendTable(append.single, rawSingle, rawSingleTx));
  log(appendTable(append.batched, rawBatch, rawBatchTx));
  await truncateAll(bench);
  const goals: Goal[] = [
    {
      goal: `single append >= ${GOALS.appendRatio} x raw single-row INSERT`,
      value: Number((single.eventsPerSecond / rawSingle.eventsPerSecond).toFixed(2)),
      pass: single.eventsPerSecond / rawSingle.eventsPerSecond >= GOALS.appendRatio,
    },
    {
      goal: `batched append (100) >= ${GOALS.appendRatio} x raw multi-row INSERT`,
      value: Number((batched.eventsPerSecond / rawBatch.eventsPerSecond).toFixed(2)),
      pass: batched.eventsPerSecond / rawBatch.eventsPerSecond >= GOALS.appendRatio,
    },
  ];
  return { append, goals };
}

/** 1b. Our append against Emmett's on the same database (PostgreSQL only: Emmett's store needs a server). */
async function emmettPhase() {
  if (engine !== "postgres") {
    log("\n(ours against Emmett: PostgreSQL only, Emmett's PostgreSQL store needs a server)");
    return { emmett: null, goals: [] as Goal[] };
  }
  phase("1b. append: ours against Emmett's appendToStream, same database, interleaved rounds");
  const emmett = await compareWithEmmett(bench, { singleCalls: 3000, batchCalls: 300, batchSize: 100, rounds: 20 });
  log(
    `  ours:   ${emmett.single.ours.name}\n  Emmett: ${emmett.single.emmett.name}\n  ours autocommit: ${emmett.single.oursAutocommit.name}`,
  );
  log(comparisonTable([emmett.single, emmett.batched]));
  // Our side appended to automation_events: the rebuilds and reads start from an empty table.
  await truncateAll(bench);
  const goals: Goal[] = [emmett.single, emmett.batched].map((r) => ({
    goal: `append, ${r.eventsPerCall} event${r.eventsPerCall > 1 ? "s" : ""} per call: ours >= ${GOALS.emmettRatio} x Emmett`,
    value: r.ratio,
    pass: r.ratio >= GOALS.emmettRatio,
  }));
  return { emmett, goals };
}

/** 2. Rebuilds at 30k (against the per-event reference), 100k and N events. */
async function rebuildPhase() {
  phase(`2. rebuild: the same rows as the live projections, on the first ${k(equivalenceEvents)} events`);
  const generator = new HistoryGenerator();
  const loads = [{ to: equivalenceEvents, ...(await load(bench, generator, equivalenceEvents)) }];
  const rebuilds: RebuildResult[] = [];
  const push = (result: RebuildResult) => {
    rebuilds.push(result);
    log(rebuildTable([result]).split("\n")[2]);
  };
  const equivalence: Record<string, string> = {};
  const check = async (name: string, against: Record<string, string>) => {
    const fingerprint = await projectionFingerprint(bench);
    equivalence[name] =
      JSON.stringify(fingerprint) === JSON.stringify(against)
        ? "identical rows"
        : `DIFFERENT: ${JSON.stringify(fingerprint)} vs ${JSON.stringify(against)}`;
    log(`  rows of "${name}": ${equivalence[name]}`);
  };
  // The per-event reference needs the index to finish in seconds; it changes no row.
  await bench.handle.executeSql(`create index ${ACTIVITY_INDEX} on automation_activity_logs (run_id, step_number)`);
  push(await referenceRebuild(bench, equivalenceEvents));
  const reference = await projectionFingerprint(bench);
  await bench.handle.executeSql(`drop index ${ACTIVITY_INDEX}`);
  // What production runs on this engine first (main.ts: a second read connection on PostgreSQL).
  const variants: { name: string; options: RebuildOptions }[] =
    engine === "postgres"
      ? [
          {
            name: "services rebuildProjections (reads on a 2nd connection)",
            options: { separateReadConnection: true },
          },
          { name: "services rebuildProjections (one connection)", options: {} },
        ]
      : [{ name: "services rebuildProjections", options: {} }];
  const measureAll = async (stored: number, against: Record<string, string> | null) => {
    const baseline = await measureRawRead(bench, stored);
    push(baseline);
    let first: Record<string, string> | null = against;
    for (const variant of variants) {
      const result = await measureServicesRebuild(bench, variant.name, stored, variant.options);
      result.ratioToRawRead = Number((result.eventsPerSecond / baseline.eventsPerSecond).toFixed(2));
      push(result);
      if (first) await check(`${variant.name} @${stored}`, first);
      else first = await projectionFingerprint(bench);
    }
    const floor = await measureWriteFloor(bench, stored);
    floor.ratioToRawRead = Number((floor.eventsPerSecond / baseline.eventsPerSecond).toFixed(2));
    push(floor);
    return first;
  };
  await measureAll(equivalenceEvents, reference);

  if (smallEvents > equivalenceEvents) {
    phase(`2. rebuild at ${k(smallEvents)} events`);
    const more = await load(bench, generator, smallEvents - equivalenceEvents);
    loads.push({ to: smallEvents, ...more });
    await measureAll(smallEvents, null);
  }

  if (totalEvents > smallEvents) {
    phase(`2. rebuild at ${k(totalEvents)} events`);
    const more = await load(bench, generator, totalEvents - smallEvents);
    loads.push({ to: totalEvents, ...more });
    const full = await measureAll(totalEvents, null);
    const main = variants[0] as (typeof variants)[number];
    push(
      await measureServicesRebuild(bench, `${main.name}, over the existing rows`, totalEvents, {
        ...main.options,
        keepRows: true,
      }),
    );
    if (full) await check(`${main.name}, over the existing rows @${totalEvents}`, full);
  }
  log(`loads: ${loads.map((l) => `${k(l.eventsPerSecond)} events/s`).join(", ")} (multi-row INSERT ... unnest)`);
  log(rebuildTable(rebuilds));
  // The goal holds for what production runs: the first variant (the others are for comparison).
  const services = rebuilds.filter(
    (r) => r.storedEvents >= smallEvents && r.name.startsWith((variants[0] as { name: string }).name),
  );
  const goals: Goal[] = services.map((r) => {
    const goal = rebuildGoal(r.storedEvents);
    return {
      goal: `rebuild >= ${k(goal)} events/s: ${r.name} @${k(r.storedEvents)}`,
      value: r.eventsPerSecond,
      pass: r.eventsPerSecond >= goal,
    };
  });
  return { loads, rebuilds, equivalence, goals };
}

/** 3. Reads with the full history stored. */
async function readPhase() {
  phase(`3. reads with ${k(await countEvents(bench))} events stored`);
  if (bench.engine === "postgres") await bench.handle.executeSql("vacuum analyze");
  const dashboard = await measureDashboardReads(bench, readSamples, 50);
  log(readTable(dashboard));
  const { rows: seqRows } = await bench.handle.executeSql("select max(seq)::bigint as max from automation_events");
  const maxSeq = Number((seqRows[0] as { max: number }).max);
  const stateAt = await measureStateAt(
    bench,
    [
      { name: `GET /state?at=${k(Math.floor(maxSeq / 2))} (history.ts stateAt)`, seq: () => Math.floor(maxSeq / 2) },
      // The worst case for the snapshots: 999 events to fold after the nearest one.
      {
        name: `GET /state?at=${k(Math.floor(maxSeq / 2) + 999)} (history.ts stateAt, 999 after a snapshot)`,
        seq: () => Math.floor(maxSeq / 2) + 999,
      },
      { name: `GET /state?at=${k(maxSeq)} (history.ts stateAt)`, seq: () => maxSeq },
      { name: "GET /state?at=<random seq> (history.ts stateAt)", seq: randomSeq(maxSeq) },
    ],
    stateSamples,
  );
  log(readTable(stateAt));
  const half = Math.floor(maxSeq / 2);
  const stateAtProfile = await profileStateAt(bench, half + 999, 5);
  log(
    `  where one GET /state?at=${k(half + 999)} spends its ${stateAtProfile.wallMs} ms (statements, mean ms per call):`,
  );
  for (const s of stateAtProfile.statements) log(`    ${s.meanMs.toFixed(2).padStart(8)}  ${s.statement}`);
  const parts = await measureFoldAfterSnapshot(bench, half, 20);
  const afterSnapshotRead = await measureEventsAfterSnapshot(bench, half + 999, 20);
  log(
    `  read of the ${afterSnapshotRead.rows} events after the snapshot: as is ${afterSnapshotRead.asIs.p50.toFixed(1)} ms, ` +
      `bounded by the snapshot interval ${afterSnapshotRead.bounded.p50.toFixed(2)} ms`,
  );
  log(
    `  fold of the ${parts.events} events after the snapshot: evolve ${parts.foldEvolve.p50.toFixed(1)} ms, ` +
      `one actor ${parts.foldActor.p50.toFixed(1)} ms, replay transition ${parts.foldReducer.p50.toFixed(2)} ms`,
  );
  const foldFromStartResults: { seq: number; events: number; ms: number; eventsPerSecond: number }[] = [];
  if (!args["no-fold-from-start"]) {
    for (const seq of [Math.floor(maxSeq / 2), maxSeq]) {
      const result = await foldFromStart(bench, seq);
      foldFromStartResults.push({ seq, ...result, eventsPerSecond: rate(result.events, result.ms) });
      log(`  state at seq ${k(seq)} folded from the start (readAll + evolve, no snapshot): ${k(result.ms)} ms`);
    }
  }
  const { rows: logRows } = await bench.handle.executeSql("select count(*)::int as n from automation_activity_logs");
  const activityRows = Number((logRows[0] as { n: number }).n);
  const updateAsIs = await measureActivityUpdate(bench, 200);
  await bench.handle.executeSql(`create index ${ACTIVITY_INDEX} on automation_activity_logs (run_id, step_number)`);
  const updateIndexed = await measureActivityUpdate(bench, 200);
  log(
    `  live StepCompleted projection (UPDATE activity_logs by run and step, ${k(activityRows)} rows since the last clear):`,
  );
  log(`    as is ${updateAsIs.p50.toFixed(2)} ms p50; with the index ${updateIndexed.p50.toFixed(2)} ms p50`);
  const goals: Goal[] = [
    ...dashboard.map((r) => ({
      goal: `${r.name} p99 <= ${GOALS.dashboardP99Ms} ms`,
      value: r.latency.p99,
      pass: r.latency.p99 <= GOALS.dashboardP99Ms,
    })),
    ...stateAt.map((r) => ({
      goal: `${r.name} p99 <= ${GOALS.stateAtMs} ms`,
      value: r.latency.p99,
      pass: r.latency.p99 <= GOALS.stateAtMs,
    })),
  ];
  const reads = {
    storedEvents: maxSeq,
    dashboard,
    stateAt,
    stateAtProfile,
    foldAfterSnapshot: parts,
    afterSnapshotRead,
    foldFromStart: foldFromStartResults,
    activityUpdate: { activityRows, asIs: updateAsIs, withIndex: updateIndexed },
  };
  return { reads, goals };
}

const started = performance.now();
log(`event-store benchmark: engine ${engine}, ${k(totalEvents)} events${only ? `, only ${only}` : ""}`);
if (only === "emmett" && engine !== "postgres") throw new Error("--only emmett needs --engine postgres");
const bench = await openBenchDatabase(engine, serverUrl);
const machine = machineInfo(bench.serverVersion);
log(JSON.stringify(machine));
try {
  await createRawTable(bench);
  const appends = only ? null : await appendPhase();
  const emmett = only === undefined || only === "emmett" ? await emmettPhase() : null;
  const rebuild = only === undefined || only === "rebuild" ? await rebuildPhase() : null;
  const reads = only ? null : await readPhase();

  const goals = [
    ...(appends?.goals ?? []),
    ...(emmett?.goals ?? []),
    ...(rebuild?.goals ?? []),
    ...(reads?.goals ?? []),
  ];
  phase("goals");
  log(
    table(
      ["goal", "measured", "pass"],
      goals.map((g) => [g.goal, k(g.value), g.pass ? "PASS" : "FAIL"]),
    ),
  );

  const result = {
    benchmark: "event-store",
    command: `npx tsx ops/bench/event-store/run.ts --events ${totalEvents} --engine ${engine}${only ? ` --only ${only}` : ""}`,
    machine,
    config: { events: totalEvents, smallEvents, readSamples, stateSamples, only: only ?? null },
    durationSeconds: Math.round((performance.now() - started) / 1000),
    loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    goals,
    append: appends?.append ?? null,
    emmett: emmett?.emmett ?? null,
    loads: rebuild?.loads ?? null,
    rebuilds: rebuild?.rebuilds ?? null,
    equivalence: rebuild?.equivalence ?? null,
    reads: reads?.reads ?? null,
  };
  const dir = join(here, "results");
  mkdirSync(dir, { recursive: true });
  const stamp = machine.date.replace(/[:.]/g, "-");
  const files = [join(dir, `run-${engine}-${totalEvents}${only ? `-${only}` : ""}-${stamp}.json`)];
  // latest-<engine>.json is the committed record of a whole run.
  if (!only && (args.latest || totalEvents === DEFAULT_EVENTS[engine])) files.push(join(dir, `latest-${engine}.json`));
  for (const file of files) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  // In the repository's format, so that `npm run lint` (biome check .) stays green on the committed result.
  const committed = files.filter((file) => file.includes("latest-"));
  try {
    if (committed.length > 0) {
      execFileSync(join(here, "../../../node_modules/.bin/biome"), ["format", "--write", ...committed], {
        stdio: "ignore",
      });
    }
  } catch {
    log("(biome format failed: run `npx biome format --write ops/bench/event-store/results` before committing)");
  }
  phase(`done in ${result.durationSeconds} s; wrote ${files.map((f) => f.slice(here.length + 1)).join(", ")}`);
} finally {
  await bench.drop();
}
