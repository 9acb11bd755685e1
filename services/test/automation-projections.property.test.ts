import { AUTOMATION_STREAM, STEP_NAMES } from "@movebreak/shared/automation";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentStepName, evolve, fold, initialState, metricsView, statusView } from "../src/automation/automation";
import { commandHandler } from "../src/automation/command-handler";
import { type Command, CommandRejected } from "../src/automation/decide";
import type { StoredEvent } from "../src/automation/events";
import { logsAt, stateAt } from "../src/automation/history";
import { loadState } from "../src/automation/projections/decision-store";
import { projectEvents } from "../src/automation/projections/project-events";
import { readActivityLogs } from "../src/automation/read-models";
import { rebuildProjections, toStoredEvent } from "../src/automation/replay";
import type { Database } from "../src/db/schema";
import { readStream } from "../src/event-store/event-store";
import { createTestDatabase } from "./support/test-database";

type Op =
  | "start"
  | "pause"
  | "resume"
  | "stop"
  | "clear"
  | "interval"
  | "advance"
  | "fail"
  | "abort"
  | "deadline"
  | "wait";
const opArb = fc.oneof(
  { arbitrary: fc.constant<Op>("advance"), weight: 10 },
  {
    arbitrary: fc.constantFrom<Op>(
      "start",
      "pause",
      "resume",
      "stop",
      "clear",
      "interval",
      "fail",
      "abort",
      "deadline",
      "wait",
    ),
    weight: 5,
  },
);

const historyArb = fc.array(opArb, { minLength: 10, maxLength: 80, size: "max" });

const PROJECTION_TABLES = [
  "automationActivityLogs",
  "automationConsole",
  "automationRuns",
  "automationStepTimings",
] as const;
const TABLES = [
  "automationEvents",
  "automationState",
  "automationActivityLogs",
  "automationConsole",
  "automationRuns",
  "automationStepTimings",
] as const;

async function projectionRows(db: Kysely<Database>) {
  return {
    state: await db.selectFrom("automationState").selectAll().execute(),
    logs: await db.selectFrom("automationActivityLogs").selectAll().orderBy("id").execute(),
    console: await db.selectFrom("automationConsole").selectAll().orderBy("id").execute(),
    runs: await db.selectFrom("automationRuns").selectAll().orderBy("runId").execute(),
    steps: await db.selectFrom("automationStepTimings").selectAll().orderBy("runId").orderBy("stepNumber").execute(),
  };
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
  for (const op of ops) {
    now += op === "wait" ? 45 * 60_000 : 1000;
    const { state } = await loadState(db, AUTOMATION_STREAM);
    const { runId, scheduleId, stepInFlight } = state.context;
    const step = currentStepName(state) ?? STEP_NAMES[0];
    const command: Command | undefined = {
      start: { type: "StartAutomation" } as const,
      pause: { type: "PauseAutomation" } as const,
      resume: { type: "ResumeAutomation" } as const,
      stop: { type: "StopAutomation" } as const,
      clear: { type: "ClearLogs" } as const,
      interval: { type: "SetInterval", minutes: 1 + (ids % 30) } as const,
      deadline: { type: "CheckDeadline" } as const,
      wait: undefined,
      advance: !runId
        ? scheduleId
          ? ({ type: "BeginRun", scheduleId, runId: `run-${ids}` } as const)
          : undefined
        : stepInFlight
          ? ({
              type: "CompleteStep",
              runId,
              step,
              durationMs: 7,
              message: "ok",
              landingPageId: step === "publish" ? 5 : null,
            } as const)
          : ({ type: "BeginStep", runId, step } as const),
      fail:
        runId && stepInFlight ? ({ type: "FailStep", runId, step, durationMs: 3, error: "boom" } as const) : undefined,
      abort: runId ? ({ type: "AbortRun", runId, reason: "worker died" } as const) : undefined,
    }[op];
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
