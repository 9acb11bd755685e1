/**
 * Prints the figures of results/latest-<engine>.json as the Markdown tables
 * of docs/benchmarks.md (paste them there after a run):
 *
 *   npx tsx ops/bench/event-store/report.ts [postgres|pglite]
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

interface Latency {
  n: number;
  p50: number;
  p99: number;
}
interface Side {
  name: string;
  events: number;
  eventsPerSecond: number;
}
interface Comparison {
  eventsPerCall: number;
  ours: Side;
  emmett: Side;
  oursAutocommit: Side;
  ratio: number;
  autocommitRatio: number;
  roundRatios: number[];
}
interface Result {
  command: string;
  machine: Record<string, unknown>;
  durationSeconds: number;
  loadAverageAtEnd: number[];
  goals: { goal: string; value: number; pass: boolean }[];
  append: Record<"single" | "batched", { name: string; events: number; eventsPerSecond: number }[]>;
  emmett?: Record<"single" | "batched", Comparison> | null;
  loads: { to: number; eventsPerSecond: number }[];
  rebuilds: {
    name: string;
    storedEvents: number;
    events: number;
    ms: number;
    eventsPerSecond: number;
    ratioToRawRead?: number;
  }[];
  equivalence: Record<string, unknown>;
  reads: {
    storedEvents: number;
    dashboard: { name: string; latency: Latency }[];
    stateAt: { name: string; latency: Latency }[];
    stateAtProfile: { seq: number; wallMs: number; statements: { statement: string; meanMs: number }[] };
    foldAfterSnapshot: Record<"foldEvolve" | "foldActor" | "foldReducer", Latency> & { events: number };
    afterSnapshotRead: { rows: number; asIs: Latency; bounded: Latency };
    foldFromStart: { seq: number; ms: number; eventsPerSecond: number }[];
    activityUpdate: { activityRows: number; asIs: Latency; withIndex: Latency };
  };
}

const engine = process.argv[2] ?? "postgres";
const here = dirname(fileURLToPath(import.meta.url));
const r = JSON.parse(readFileSync(join(here, "results", `latest-${engine}.json`), "utf8")) as Result;
const k = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : k(n));
const md = (headers: string[], rows: (string | number)[][]) =>
  [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
const out: string[] = [];
const say = (s = "") => out.push(s);

const m = r.machine;
say(
  `Run \`${r.command}\` on ${String(m.date).slice(0, 10)}: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ` +
    `${engine === "postgres" ? "PostgreSQL" : "PGlite (PostgreSQL"} ${m.databaseVersion}${engine === "pglite" ? ", in memory)" : ""}, ` +
    `commit ${m.commit}; ${r.durationSeconds} s; load average (1/5/15 min) ${(m.loadAverageAtStart as number[]).join(" / ")} at the start, ` +
    `${r.loadAverageAtEnd.join(" / ")} at the end.`,
);
say();
say("**Appends** (interleaved rounds; ratio = events/s over the raw INSERT's events/s)");
say();
for (const group of ["single", "batched"] as const) {
  const rows = r.append[group];
  const pool = rows[1]?.eventsPerSecond ?? 1;
  const tx = rows[2]?.eventsPerSecond ?? 1;
  say(
    md(
      ["variant", "events", "events/s", "ratio vs raw (pool, autocommit)", "ratio vs raw (same BEGIN/COMMIT)"],
      rows.map((row) => [
        row.name,
        k(row.events),
        k(row.eventsPerSecond),
        (row.eventsPerSecond / pool).toFixed(2),
        (row.eventsPerSecond / tx).toFixed(2),
      ]),
    ),
  );
  say();
}
if (r.emmett) {
  const c = r.emmett;
  say(
    "**Ours against Emmett** (same database, interleaved rounds; ratio = our events/s over Emmett's; per round: min-max of the round ratios)",
  );
  say();
  say(
    md(
      [
        "events per call",
        "events",
        "ours events/s",
        "Emmett events/s",
        "ours/Emmett",
        "per round",
        "ours autocommitted",
        "/Emmett",
      ],
      [c.single, c.batched].map((row) => [
        row.eventsPerCall,
        k(row.ours.events),
        k(row.ours.eventsPerSecond),
        k(row.emmett.eventsPerSecond),
        `**${row.ratio.toFixed(2)}**`,
        `${Math.min(...row.roundRatios).toFixed(2)}-${Math.max(...row.roundRatios).toFixed(2)}`,
        k(row.oursAutocommit.eventsPerSecond),
        row.autocommitRatio.toFixed(2),
      ]),
    ),
  );
  say();
}
say(`**Rebuilds** (history loaded at ${r.loads.map((l) => `${k(l.eventsPerSecond)} events/s`).join(" and ")})`);
say();
say(
  md(
    ["rebuild", "stored events", "replayed", "time s", "events/s", "ratio vs raw read"],
    r.rebuilds.map((row) => [
      row.name,
      k(row.storedEvents),
      k(row.events),
      (row.ms / 1000).toFixed(1),
      k(row.eventsPerSecond),
      row.ratioToRawRead === undefined ? "" : row.ratioToRawRead.toFixed(2),
    ]),
  ),
);
say();
say(
  `Same rows: ${Object.entries(r.equivalence)
    .map(([name, v]) => `${name}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join("; ")}.`,
);
say();
say(
  `**Reads** with ${k(r.reads.storedEvents)} events stored (one at a time, JSON of the answer included, HTTP excluded)`,
);
say();
say(
  md(
    ["read", "n", "p50 ms", "p99 ms"],
    [...r.reads.dashboard, ...r.reads.stateAt].map((row) => [
      row.name,
      row.latency.n,
      ms(row.latency.p50),
      ms(row.latency.p99),
    ]),
  ),
);
say();
const p = r.reads.stateAtProfile;
say(`One \`GET /state?at=${k(p.seq)}\` (${ms(p.wallMs)} ms; logsAt runs beside the snapshot read):`);
say();
say(
  md(
    ["statement", "mean ms"],
    p.statements.map((s) => [`\`${s.statement}…\``, ms(s.meanMs)]),
  ),
);
say();
const parts = r.reads.foldAfterSnapshot;
const read = r.reads.afterSnapshotRead;
say(
  `Its read of the ${read.rows} events after the snapshot: ${ms(read.asIs.p50)} ms p50 without an upper bound on the ` +
    `version, ${ms(read.bounded.p50)} ms bounded by the snapshot interval (what stateAt does). Their fold (reading ` +
    `excluded): xstate transition() per event ${ms(parts.foldEvolve.p50)} ms, one XState actor ${ms(parts.foldActor.p50)} ms ` +
    `(what stateAt does), the rebuild's replay transition ${ms(parts.foldReducer.p50)} ms.`,
);
say();
say(
  `For comparison, the state folded from the start without snapshots (readAll + evolve): ${r.reads.foldFromStart.map((f) => `${k(f.ms)} ms at seq ${k(f.seq)}`).join(", ")}.`,
);
say();
const u = r.reads.activityUpdate;
say(
  `Live StepCompleted projection (\`UPDATE automation_activity_logs … WHERE run_id AND step_number\`, ${k(u.activityRows)} rows since the last clear): ` +
    `${ms(u.asIs.p50)} ms p50 as is, ${ms(u.withIndex.p50)} ms with an index on (run_id, step_number).`,
);
say();
say("**Goals**");
say();
say(
  md(
    ["goal", "measured", "result"],
    r.goals.map((g) => [
      g.goal,
      k(g.value) === "0" ? g.value : g.value < 100 ? g.value : k(g.value),
      g.pass ? "pass" : "**FAIL**",
    ]),
  ),
);
console.log(out.join("\n"));
