import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evolve, fold, initialState, metricsView, statusView } from "../src/automation/automation";
import { commandHandler } from "../src/automation/command-handler";
import { CommandRejected } from "../src/automation/decide";
import type { StoredEvent } from "../src/automation/events";
import { logsAt, stateAt } from "../src/automation/history";
import { loadState } from "../src/automation/projections/decision-store";
import { projectEvents } from "../src/automation/projections/project-events";
import { READ_MODELS } from "../src/automation/projections/registry";
import { readActivityLogs } from "../src/automation/read-models";
import { rebuildProjections, toStoredEvent } from "../src/automation/replay";
import { commandFor, type Op, opArb } from "../src/automation/testing/random-history";
import type { Database } from "../src/db/schema";
import { readStream } from "../src/event-store/event-store";
import { createTestDatabase } from "./support/test-database";

// The one random-history generator of the automation's property tests, stored here through the live command handler.
const historyArb = fc.array(opArb, { minLength: 10, maxLength: 80, size: "max" });

// Every registered read model (projections/registry.ts): a new one is checked here without editing this file.
const PROJECTION_TABLES = READ_MODELS.map((model) => model.table);
const TABLES = ["automationEvents", "automationState", ...PROJECTION_TABLES] as const;

/** Each table's rows, in one order whatever order the database returns them in (sorted by the whole row as text). */
async function projectionRows(db: Kysely<Database>) {
  const rows: Record<string, unknown[]> = {
    state: await db.selectFrom("automationState").selectAll().execute(),
  };
  for (const table of PROJECTION_TABLES) {
    const read = await db.selectFrom(table).selectAll().execute();
    const keyed = read.map((row) => ({ key: JSON.stringify(row), row }));
    rows[table] = keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ row }) => row);
  }
  return rows;
}

/** Stores the history the ops give through the live command handler, on emptied tables; returns its events. */
async function storeHistory(db: Kysely<Database>, ops: readonly Op[]): Promise<StoredEvent[]> {
  for (const table of TABLES) await db.deleteFrom(table).execute();
  let now = Date.parse("2026-02-01T00:00:00Z");
  let ids = 0;
  const handle = commandHandler({
    db,
    jobs: { send: async () => null, cancelWaiting: async () => 0 },
    clock: () => new Date(now),
    newId: () => `id-${++ids}`,
    minuteMs: 60_000,
  });
  for (const [n, op] of ops.entries()) {
    if (op.kind === "wait") {
      now += op.ms;
      continue;
    }
    now += 1000;
    const { state } = await loadState(db, AUTOMATION_STREAM);
    const command = commandFor(state, op, n);
    if (!command) continue;
    try {
      await handle(command, { actor: "property" });
    } catch (error) {
      if (!(error instanceof CommandRejected)) throw error;
    }
  }
  return (await readStream(db, AUTOMATION_STREAM, 0, 100_000)).map(toStoredEvent);
}

describe("projections over random histories, on the database", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("when any history is stored, then its fold equals the stored state and a rebuild equals the live projections", async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(historyArb, async (ops) => {
        const events = await storeHistory(db, ops);
        const folded = fold(events);
        const stored = await loadState(db, AUTOMATION_STREAM);
        expect(folded.value).toEqual(stored.state.value);
        expect(folded.context).toEqual(stored.state.context);
        expect(stored.version).toBe(events.length);

        const live = await projectionRows(db);
        // Small batches: the read-ahead and the write of one batch overlapping the fold of the next are exercised.
        await rebuildProjections(db, {
          batchSize: 1 + (ops.length % 13),
          separateReadConnection: database.target.kind === "postgres",
        });
        expect(await projectionRows(db)).toEqual(live);
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it("when any history is stored, then the read at any seq N equals the live projection after the first N events", async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(historyArb, async (ops) => {
        const events = await storeHistory(db, ops);
        const live = await projectionRows(db);
        // The live projection replayed one event at a time (the point-in-time reads read only the events).
        for (const table of PROJECTION_TABLES) await db.deleteFrom(table).execute();
        let state = initialState();
        for (const event of events) {
          await db.transaction().execute((trx) => projectEvents(trx, [event]));
          state = evolve(state, event, event.occurredAt);
          const then = await stateAt(db, event.seq);
          expect(then?.logs).toEqual(await readActivityLogs(db, 100));
          // A window smaller than the log: entries whose run began before it, ends of entries outside it.
          expect(await logsAt(db, event.seq, 3)).toEqual(await readActivityLogs(db, 3));
          expect(then?.machine.value).toEqual(state.value);
          expect(then?.status).toEqual(statusView(state, new Date(event.occurredAt)));
          expect(then?.metrics).toEqual(metricsView(state));
        }
        expect(await projectionRows(db)).toEqual(live);
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
