import { AUTOMATION_EVENT_TYPES } from "@movebreak/shared/automation-events";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold, lifecycleOf } from "./automation";
import { opArb, simulate } from "./testing/random-history";

// Each property folds hundreds of histories through XState: minutes on a machine busy with other work.
const SLOW = 120_000;

const runEnds = new Set(["RunCompleted", "RunFailed", "RunAborted", "RunStopped"]);

// No database in it: the PGlite pass runs it, and the PostgreSQL pass (TEST_DATABASE_URL) would only repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)("properties of the automation over random histories", () => {
  it("when histories are generated, then they reach every stored event type, failure stops and deadlines", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
        for (const { event } of simulate(ops).log)
          seen.add(event.type === "AutomationStopped" ? `Stopped:${event.data.reason}` : event.type);
      }),
      { numRuns: 300, seed: 42 },
    );
    // A new type emitted by a new command (decide.ts) reaches these histories by itself: this fails if not.
    for (const type of [
      ...AUTOMATION_EVENT_TYPES.filter((type) => type !== "AutomationStopped"),
      "Stopped:operator",
      "Stopped:consecutive_failures",
      "Stopped:max_run_time",
    ]) {
      expect(seen.has(type), type).toBe(true);
    }
  });

  it(
    "when anything happens in any order, then never two runs are in flight",
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
          let inFlight: string | null = null;
          for (const { event } of simulate(ops).log) {
            if (event.type === "RunStarted") {
              expect(inFlight).toBeNull();
              inFlight = event.data.runId;
            } else if (runEnds.has(event.type)) {
              expect((event.data as { runId: string }).runId).toBe(inFlight);
              inFlight = null;
            } else if (event.type === "StepStarted") {
              expect(event.data.runId).toBe(inFlight);
            }
          }
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it(
    "when three runs in a row fail while the automation runs, then it always ends in error",
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
          const { log } = simulate(ops);
          for (const { stateAfter, endOfBatch } of log) {
            if (!endOfBatch) continue;
            const lifecycle = lifecycleOf(stateAfter);
            if (stateAfter.context.consecutiveFailures >= 3)
              expect(lifecycle === "running" || lifecycle === "paused").toBe(false);
          }
          const failing = log.filter(
            ({ event }) => event.type === "AutomationStopped" && event.data.reason === "consecutive_failures",
          );
          for (const { stateAfter } of failing) expect(lifecycleOf(stateAfter)).toBe("error");
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it(
    "when the stored events are folded again, then they give exactly the live state, and the counts add up",
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
          const { state, log } = simulate(ops);
          const refolded = fold(log.map(({ event, at }) => ({ ...event, occurredAt: at })));
          expect(refolded.value).toEqual(state.value);
          expect(refolded.context).toEqual(state.context);
          expect(state.context.totalRuns).toBe(state.context.successCount + state.context.errorCount);
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it(
    "when a pause or stop lands mid-step, then no further step starts until resumed or restarted",
    () => {
      fc.assert(
        fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
          let lifecycle = "stopped";
          for (const { event, stateAfter } of simulate(ops).log) {
            if (event.type === "StepStarted") expect(lifecycle).toBe("running");
            lifecycle = lifecycleOf(stateAfter);
          }
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );
});
