import { randomUUID } from "node:crypto";
import { STEP_NAMES } from "@movebreak/shared/automation";
import { sql } from "kysely";
import { commandHandler } from "../../../services/src/automation/command-handler";
import type { Command } from "../../../services/src/automation/decide";
import { appendToStream } from "../../../services/src/event-store/event-store";
import { type BenchDatabase, INSERT_COLUMNS } from "./database";
import { type HistoryEvent, HistoryGenerator } from "./history";
import { rate } from "./stats";

export interface AppendResult {
  name: string;
  eventsPerCall: number;
  events: number;
  ms: number;
  eventsPerSecond: number;
}

interface Variant {
  name: string;
  eventsPerCall: number;
  /** Runs `calls` calls; returns the events written. */
  run(calls: number): Promise<number>;
  events: number;
  ms: number;
}

/** Rows as the event store writes them: same JSON text, same stream ids and versions. */
function rowsOf(events: readonly HistoryEvent[], streamId: string, firstVersion: number) {
  return events.map((e, index) => [
    streamId,
    firstVersion + index,
    e.type,
    JSON.stringify(e.data),
    JSON.stringify(e.meta),
    e.occurredAt,
  ]);
}

function valuesList(rowCount: number, columns = 6): string {
  const rows: string[] = [];
  for (let r = 0; r < rowCount; r += 1) {
    const params: string[] = [];
    for (let c = 1; c <= columns; c += 1) params.push(`$${r * columns + c}`);
    rows.push(`(${params.join(", ")})`);
  }
  return rows.join(", ");
}

/**
 * Append throughput against raw INSERTs of the same rows, in one process.
 * The variants run in interleaved rounds (a, b, c, a, b, c ...) so that the
 * table growth, the server's caches and any background work weigh on all
 * of them alike.
 */
export async function measureAppends(
  bench: BenchDatabase,
  options: { singleCalls: number; batchCalls: number; batchSize: number; rounds: number },
): Promise<{ single: AppendResult[]; batched: AppendResult[] }> {
  const { db, handle } = bench;
  const source = new HistoryGenerator({ seed: 7 });
  const take = (n: number) => source.take(n);
  const insertOne = `insert into bench_raw_events (${INSERT_COLUMNS}) values ${valuesList(1)}`;
  const insertBatch = `insert into bench_raw_events (${INSERT_COLUMNS}) values ${valuesList(options.batchSize)}`;
  const versions = new Map<string, number>();
  const nextVersion = (stream: string, n: number) => {
    const first = (versions.get(stream) ?? 0) + 1;
    versions.set(stream, first + n - 1);
    return first;
  };

  const appendVariant = (name: string, size: number): Variant => ({
    name,
    eventsPerCall: size,
    events: 0,
    ms: 0,
    async run(calls) {
      const stream = `bench:${name}`;
      for (let i = 0; i < calls; i += 1) {
        const events = take(size);
        const expected = nextVersion(stream, size) - 1;
        await db.transaction().execute((trx) =>
          appendToStream(
            trx,
            stream,
            expected,
            events.map((e) => ({ type: e.type, data: e.data })),
            (events[0] as HistoryEvent).meta,
            (events[0] as HistoryEvent).occurredAt,
          ),
        );
      }
      return calls * size;
    },
  });

  const rawPoolVariant = (name: string, size: number): Variant => ({
    name,
    eventsPerCall: size,
    events: 0,
    ms: 0,
    async run(calls) {
      const stream = `bench:${name}`;
      for (let i = 0; i < calls; i += 1) {
        const events = take(size);
        // appendToStream gives every event of a call the same meta and time: so do the raw rows.
        const same = events.map((e) => ({
          ...e,
          meta: (events[0] as HistoryEvent).meta,
          occurredAt: (events[0] as HistoryEvent).occurredAt,
        }));
        await handle.executeSql(
          size === 1 ? insertOne : insertBatch,
          rowsOf(same, stream, nextVersion(stream, size)).flat(),
        );
      }
      return calls * size;
    },
  });

  const rawTransactionVariant = (name: string, size: number): Variant => ({
    name,
    eventsPerCall: size,
    events: 0,
    ms: 0,
    async run(calls) {
      const stream = `bench:${name}`;
      for (let i = 0; i < calls; i += 1) {
        const events = take(size);
        const same = events.map((e) => ({
          ...e,
          meta: (events[0] as HistoryEvent).meta,
          occurredAt: (events[0] as HistoryEvent).occurredAt,
        }));
        const rows = rowsOf(same, stream, nextVersion(stream, size));
        await db
          .transaction()
          .execute((trx) =>
            sql`insert into bench_raw_events (${sql.raw(INSERT_COLUMNS)}) values ${sql.join(
              rows.map((row) => sql`(${sql.join(row)})`),
            )}`.execute(trx),
          );
      }
      return calls * size;
    },
  });

  // The real write path: decide + append + snapshot + projections in one transaction (pg-boss send stubbed).
  let clock = new Date("2027-01-01T00:00:00Z").getTime();
  const handleCommand = commandHandler({
    db,
    jobs: { send: async () => undefined, cancelWaiting: async () => 0 },
    clock: () => {
      clock += 1_000;
      return new Date(clock);
    },
    newId: () => randomUUID(),
    minuteMs: 60_000,
  });
  let nextCommands: Command[] = [{ type: "StartAutomation" }];
  const commandVariant: Variant = {
    name: "command handler (decide + append + snapshot + projections)",
    eventsPerCall: 1,
    events: 0,
    ms: 0,
    async run(calls) {
      let events = 0;
      for (let i = 0; i < calls; i += 1) {
        const command = nextCommands.shift() as Command;
        const { state, events: stored } = await handleCommand(command, { actor: "system", cause: "bench" });
        events += stored.length;
        if (nextCommands.length === 0) {
          const runId = randomUUID();
          nextCommands = [{ type: "BeginRun", scheduleId: state.context.scheduleId as string, runId }];
          for (const step of STEP_NAMES) {
            nextCommands.push({ type: "BeginStep", runId, step });
            nextCommands.push({ type: "CompleteStep", runId, step, durationMs: 120, message: `${step} done` });
          }
        }
      }
      return events;
    },
  };

  async function interleave(variants: Variant[], calls: number): Promise<AppendResult[]> {
    const perRound = Math.max(1, Math.ceil(calls / options.rounds));
    for (const variant of variants) await variant.run(Math.max(1, Math.ceil(perRound / 10))); // warm-up
    for (let done = 0; done < calls; done += perRound) {
      const n = Math.min(perRound, calls - done);
      for (const variant of variants) {
        const start = performance.now();
        variant.events += await variant.run(n);
        variant.ms += performance.now() - start;
      }
    }
    return variants.map((v) => ({
      name: v.name,
      eventsPerCall: v.eventsPerCall,
      events: v.events,
      ms: Math.round(v.ms),
      eventsPerSecond: rate(v.events, v.ms),
    }));
  }

  const single = await interleave(
    [
      appendVariant("appendToStream, 1 event per call, own transaction", 1),
      rawPoolVariant("raw INSERT, 1 row, autocommit (pool.query)", 1),
      rawTransactionVariant("raw INSERT, 1 row, in BEGIN/COMMIT (kysely)", 1),
      commandVariant,
    ],
    options.singleCalls,
  );
  const batched = await interleave(
    [
      appendVariant(`appendToStream, ${options.batchSize} events per call, own transaction`, options.batchSize),
      rawPoolVariant(`raw INSERT, ${options.batchSize} rows, autocommit (pool.query)`, options.batchSize),
      rawTransactionVariant(`raw INSERT, ${options.batchSize} rows, in BEGIN/COMMIT (kysely)`, options.batchSize),
    ],
    options.batchCalls,
  );
  return { single, batched };
}
