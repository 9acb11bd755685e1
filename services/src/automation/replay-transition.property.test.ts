import { STEP_NAMES } from "@movebreak/shared/automation";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { type AutomationState, currentStepName, initialState, toMachineEvent } from "./automation";
import { automationMachine, type MachineEvent } from "./machine";
import { COMPILED_EVENT_TYPES, machineTransition, replayTransition, toReplaySnapshot } from "./replay-transition";
import { opArb, simulate } from "./testing/random-history";

const histories = fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" });

/** Any machine event at all, valid or not, about the current run or another one. */
function eventArb(state: AutomationState): fc.Arbitrary<MachineEvent> {
  const at = fc.constantFrom("2026-01-01T00:00:00.000Z", "2026-01-02T03:04:05.678Z");
  // Mostly about the run and step in flight, where the guards have the most to say.
  const runId = fc.oneof(
    { arbitrary: fc.constant(state.context.runId ?? "run-x"), weight: 4 },
    { arbitrary: fc.constant("run-other"), weight: 1 },
  );
  const step = fc.oneof(
    { arbitrary: fc.constant(currentStepName(state) ?? STEP_NAMES[0]), weight: 4 },
    { arbitrary: fc.constantFrom(...STEP_NAMES), weight: 1 },
  );
  const stepFact = fc.record({ at, runId, step, stepNumber: fc.integer({ min: 1, max: 8 }) });
  const runFact = fc.record({ at, runId, durationMs: fc.integer({ min: 0, max: 10_000 }) });
  return fc.oneof(
    fc
      .record({ at, intervalMinutes: fc.integer({ min: 1, max: 1440 }), maxRunTimeMinutes: fc.constant(null) })
      .map((e) => ({ ...e, type: "automation.started" as const })),
    at.map((a) => ({ type: "automation.paused" as const, at: a })),
    at.map((a) => ({ type: "automation.resumed" as const, at: a })),
    fc
      .record({
        at,
        reason: fc.constantFrom("operator" as const, "max_run_time" as const, "consecutive_failures" as const),
      })
      .map((e) => ({ ...e, type: "automation.stopped" as const })),
    fc
      .record({ at, runAt: at, scheduleId: fc.constant("s-1") })
      .map((e) => ({ ...e, type: "next_run.scheduled" as const })),
    fc.record({ at, checkAt: at }).map((e) => ({ ...e, type: "deadline.scheduled" as const })),
    fc.record({ at, runId }).map((e) => ({ ...e, type: "run.started" as const })),
    stepFact.map((e) => ({ ...e, type: "step.started" as const })),
    fc
      .record({
        at,
        runId,
        step,
        stepNumber: fc.integer({ min: 1, max: 8 }),
        durationMs: fc.nat(9999),
        landingPageId: fc.option(fc.nat(99), { nil: null }),
      })
      .map((e) => ({ ...e, message: "done", type: "step.completed" as const })),
    fc
      .record({ at, runId, step, stepNumber: fc.integer({ min: 1, max: 8 }), durationMs: fc.nat(9999) })
      .map((e) => ({ ...e, error: "boom", type: "step.failed" as const })),
    fc
      .record({ at, runId, durationMs: fc.nat(9999), landingPageId: fc.option(fc.nat(99), { nil: null }) })
      .map((e) => ({
        ...e,
        type: "run.completed" as const,
      })),
    fc
      .record({ runFact, step })
      .map(({ runFact, step }) => ({ ...runFact, step, error: "boom", type: "run.failed" as const })),
    runFact.map((e) => ({ ...e, step: null, reason: "timeout", type: "run.aborted" as const })),
    runFact.map((e) => ({ ...e, type: "run.stopped" as const })),
  );
}

// No database in it: the PGlite pass runs it, and the PostgreSQL pass (TEST_DATABASE_URL) would only repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)("the replay transition against the XState machine", () => {
  it("when the machine is compiled, then every event type it takes has the compiled path", () => {
    // A transition that uses what compiled-transition.ts does not cover would still rebuild, through the
    // machine, but 5 to 50 times slower per event: this says so when it happens.
    expect([...COMPILED_EVENT_TYPES].sort()).toEqual([...automationMachine.root.events].sort());
  });

  it("when random valid histories are folded both ways, then every snapshot is the same, key order included", () => {
    fc.assert(
      fc.property(histories, (ops) => {
        let replayed = toReplaySnapshot(initialState());
        for (const { event, at, stateAfter } of simulate(ops).log) {
          const next = replayTransition(replayed, toMachineEvent(event, at));
          expect(next, `${event.type} refused`).not.toBeNull();
          replayed = next as NonNullable<typeof next>;
          expect(JSON.stringify(replayed)).toBe(JSON.stringify(toReplaySnapshot(stateAfter)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("when any event reaches any state of a history, then both refuse it or both give the same snapshot", () => {
    fc.assert(
      fc.property(histories, fc.gen(), (ops, gen) => {
        const states = [initialState(), ...simulate(ops).log.map(({ stateAfter }) => stateAfter)];
        for (const state of states) {
          const event = gen(() => eventArb(state));
          const actor = createActor(automationMachine, { snapshot: state }).start();
          const accepted = actor.getSnapshot().can(event);
          actor.send(event);
          const machineNext = actor.getSnapshot();
          actor.stop();
          const replayed = replayTransition(toReplaySnapshot(state), event);
          if (!accepted) {
            expect(replayed, `${event.type} in ${JSON.stringify(state.value)}`).toBeNull();
            continue;
          }
          expect(replayed, `${event.type} in ${JSON.stringify(state.value)}`).not.toBeNull();
          expect(JSON.stringify(replayed)).toBe(JSON.stringify(toReplaySnapshot(machineNext)));
          // The path an event type the compiler does not cover takes gives the same snapshot.
          expect(JSON.stringify(machineTransition(toReplaySnapshot(state), event))).toBe(JSON.stringify(replayed));
        }
      }),
      // Shrinking through fc.gen over long histories takes minutes; the first counterexample is enough.
      { numRuns: 150, endOnFailure: true },
    );
    // Every state of 150 histories (which now start their automation whenever it is stopped): slow when busy.
  }, 120_000);
});
