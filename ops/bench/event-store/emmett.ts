import { readFileSync } from "node:fs";
import { getPostgreSQLEventStore, type PostgresEventStore } from "@event-driven-io/emmett-postgresql";
import type { Kysely } from "kysely";
import type { Database } from "../../../services/src/db/schema";
import { appendToStream } from "../../../services/src/event-store/event-store";
import type { BenchDatabase } from "./database";
import { type HistoryEvent, HistoryGenerator } from "./history";
import { rate } from "./stats";

const EMMETT_VERSION = (
  JSON.parse(
    readFileSync(
      new URL("../../../node_modules/@event-driven-io/emmett-postgresql/package.json", import.meta.url),
      "utf8",
    ),
  ) as { version: string }
).version;

export interface SideResult {
  name: string;
  events: number;
  calls: number;
  ms: number;
  eventsPerSecond: number;
  /** Per round: events/s (the spread shows the noise). */
  rounds: number[];
}

export interface ComparisonResult {
  eventsPerCall: number;
  /** Our appendToStream in its own BEGIN/COMMIT (kysely's transaction): Emmett's framing. */
  ours: SideResult;
  emmett: SideResult;
  /** Our appendToStream given the pool instead of a transaction: its one statement autocommitted. */
  oursAutocommit: SideResult;
  /** ours events/s over Emmett's. */
  ratio: number;
  /** oursAutocommit events/s over Emmett's. */
  autocommitRatio: number;
  /** The ratio (ours in its own transaction) round by round (each round runs every side back to back). */
  roundRatios: number[];
}

interface Side {
  name: string;
  /** Appends `calls` calls of `size` events to a stream of its own, each call with its expected version. */
  run(calls: number, size: number): Promise<void>;
}

/**
 * Our store's append against Emmett's (`@event-driven-io/emmett-postgresql`,
 * `getPostgreSQLEventStore(url).appendToStream`) on the same PostgreSQL
 * database, in the same process, in interleaved rounds (ours, Emmett, ours,
 * Emmett ...) so that machine noise hits both. Like with like on each side:
 * one call = one transaction that appends `size` events to a stream at an
 * expected version (optimistic concurrency), nothing else (no validation, no
 * projection, no snapshot; Emmett is given no inline projection). Ours runs
 * twice: in its own BEGIN/COMMIT (Emmett's framing: BEGIN, one statement,
 * COMMIT) and given the pool, where its one statement commits by itself. Every
 * round writes to fresh streams, one per side, never shared.
 */
export async function compareWithEmmett(
  bench: BenchDatabase,
  options: { singleCalls: number; batchCalls: number; batchSize: number; rounds: number },
): Promise<{ single: ComparisonResult; batched: ComparisonResult; emmettVersion: string }> {
  if (bench.engine !== "postgres" || !bench.url) throw new Error("Emmett's event store needs PostgreSQL");
  const emmett = getPostgreSQLEventStore(bench.url);
  try {
    // Emmett's tables and functions (emt_messages, emt_streams, emt_append_to_stream ...), outside the timing.
    await emmett.schema.migrate();
    const source = new HistoryGenerator({ seed: 11 });
    let streamCounter = 0;
    const nextStream = () => {
      streamCounter += 1;
      return streamCounter;
    };
    const sides: Side[] = [
      oursSide(bench, source, nextStream, true),
      emmettSide(emmett, source, nextStream),
      oursSide(bench, source, nextStream, false),
    ];
    const single = await interleave(sides, options.singleCalls, 1, options.rounds);
    const batched = await interleave(sides, options.batchCalls, options.batchSize, options.rounds);
    return { single, batched, emmettVersion: EMMETT_VERSION };
  } finally {
    await emmett.schema.dangerous.truncate({ resetSequences: true }).catch(() => undefined);
    await emmett.close();
  }
}

function oursSide(
  bench: BenchDatabase,
  source: HistoryGenerator,
  nextStream: () => number,
  ownTransaction: boolean,
): Side {
  const append = (executor: Kysely<Database>, stream: string, version: number, events: HistoryEvent[]) => {
    const first = events[0] as HistoryEvent;
    return appendToStream(
      executor,
      stream,
      version,
      events.map((e) => ({ type: e.type, data: e.data })),
      first.meta,
      first.occurredAt,
    );
  };
  return {
    name: ownTransaction
      ? "ours: appendToStream in its own BEGIN/COMMIT (kysely transaction)"
      : "ours: appendToStream on the pool (its one statement autocommitted)",
    async run(calls, size) {
      const stream = `bench-ours-${nextStream()}`;
      for (let i = 0; i < calls; i += 1) {
        const events = source.take(size);
        if (ownTransaction) await bench.db.transaction().execute((trx) => append(trx, stream, i * size, events));
        else await append(bench.db, stream, i * size, events);
      }
    },
  };
}

function emmettSide(store: PostgresEventStore, source: HistoryGenerator, nextStream: () => number): Side {
  return {
    name: `Emmett ${EMMETT_VERSION}: getPostgreSQLEventStore(url).appendToStream`,
    async run(calls, size) {
      const stream = `bench-emmett-${nextStream()}`;
      for (let i = 0; i < calls; i += 1) {
        const events = source.take(size);
        const first = events[0] as HistoryEvent;
        await store.appendToStream(
          stream,
          // The same data and meta as ours stores (Emmett keeps the metadata beside its own message id).
          events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, metadata: first.meta })),
          { expectedStreamVersion: BigInt(i * size) },
        );
      }
    },
  };
}

async function interleave(sides: Side[], calls: number, size: number, rounds: number): Promise<ComparisonResult> {
  const perRound = Math.max(1, Math.ceil(calls / rounds));
  // Warm-up: connections, plans, Emmett's schema check, the JIT.
  for (const side of sides) await side.run(Math.max(5, Math.ceil(perRound / 5)), size);
  const totals = sides.map(() => ({ events: 0, calls: 0, ms: 0, rounds: [] as number[] }));
  for (let done = 0; done < calls; done += perRound) {
    const n = Math.min(perRound, calls - done);
    for (const [index, side] of sides.entries()) {
      const start = performance.now();
      await side.run(n, size);
      const ms = performance.now() - start;
      const total = totals[index] as (typeof totals)[number];
      total.events += n * size;
      total.calls += n;
      total.ms += ms;
      total.rounds.push(rate(n * size, ms));
    }
  }
  const [ours, emmett, oursAutocommit] = sides.map((side, index) => {
    const t = totals[index] as (typeof totals)[number];
    return {
      name: side.name,
      events: t.events,
      calls: t.calls,
      ms: Math.round(t.ms),
      eventsPerSecond: rate(t.events, t.ms),
      rounds: t.rounds,
    };
  }) as [SideResult, SideResult, SideResult];
  return {
    eventsPerCall: size,
    ours,
    emmett,
    oursAutocommit,
    ratio: Number((ours.eventsPerSecond / emmett.eventsPerSecond).toFixed(2)),
    autocommitRatio: Number((oursAutocommit.eventsPerSecond / emmett.eventsPerSecond).toFixed(2)),
    roundRatios: ours.rounds.map((r, i) => Number((r / (emmett.rounds[i] as number)).toFixed(2))),
  };
}
