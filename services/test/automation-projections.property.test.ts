import { AUTOMATION_STREAM, STEP_NAMES } from "@movebreak/shared/automation";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentStepName, fold } from "../src/automation/automation";
import { commandHandler } from "../src/automation/command-handler";
import { type Command, CommandRejected } from "../src/automation/decide";
import { loadState } from "../src/automation/projections/state-snapshot";
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

describe("projections over random histories, on the database", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("when any history is stored, then its fold equals the stored state and a rebuild equals the live projections", async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 80, size: "max" }), async (ops) => {
        for (const table of TABLES) await db.deleteFrom(table).execute();
        let now = Date.parse("2026-02-01T00:00:00Z");
        let ids = 0;
        const handle = commandHandler({
          db,
          jobs: { send: async () => null },
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
              runId && stepInFlight
                ? ({ type: "FailStep", runId, step, durationMs: 3, error: "boom" } as const)
                : undefined,
            abort: runId ? ({ type: "AbortRun", runId, reason: "worker died" } as const) : undefined,
          }[op];
          if (!command) continue;
          try {
            await handle(command, { actor: "property" });
          } catch (error) {
            if (!(error instanceof CommandRejected)) throw error;
          }
        }
        const events = (await readStream(db, AUTOMATION_STREAM, 0, 100_000)).map(toStoredEvent);
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
});
