import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AutomationState, currentStepName, evolve, fold, initialState, lifecycleOf } from "./automation";
import { type Command, CommandRejected, decide } from "./decide";
import type { NewEvent } from "./events";

/** One thing that can happen: an operator command, a runner fact about the current run, or time passing. */
type Op =
  | { kind: "operator"; command: Command }
  | {
      kind: "runner";
      fact: "advance" | "beginRun" | "beginStep" | "completeStep" | "failStep" | "abortRun" | "checkDeadline";
    }
  | { kind: "wait"; ms: number };

// "advance" is what a healthy runner does next, weighted so that runs often get all the way through.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant({ kind: "runner" as const, fact: "advance" as const }), weight: 12 },
  fc
    .constantFrom<Command>(
      { type: "StartAutomation" },
      { type: "PauseAutomation" },
      { type: "ResumeAutomation" },
      { type: "StopAutomation" },
      { type: "ClearLogs" },
    )
    .map((command) => ({ kind: "operator" as const, command })),
  fc
    .integer({ min: 1, max: 1440 })
    .map((minutes) => ({ kind: "operator" as const, command: { type: "SetInterval" as const, minutes } })),
  fc
    .option(fc.integer({ min: 5, max: 10080 }), { nil: null })
    .map((minutes) => ({ kind: "operator" as const, command: { type: "SetMaxRunTime" as const, minutes } })),
  fc
    .constantFrom("beginRun", "beginStep", "completeStep", "completeStep", "failStep", "abortRun", "checkDeadline")
    .map((fact) => ({ kind: "runner" as const, fact: fact as Extract<Op, { kind: "runner" }>["fact"] })),
  fc.integer({ min: 1, max: 3 * 60 * 60_000 }).map((ms) => ({ kind: "wait" as const, ms })),
);

/** The runner's facts about the state as it is (what an honest runner would report). */
function runnerCommand(
  state: AutomationState,
  fact: Extract<Op, { kind: "runner" }>["fact"],
  n: number,
): Command | undefined {
  const { runId, scheduleId } = state.context;
  const step = currentStepName(state);
  switch (fact) {
    case "advance":
      if (!runId) return scheduleId ? { type: "BeginRun", scheduleId, runId: `run-${n}` } : undefined;
      if (!step) return undefined;
      return state.context.stepInFlight
        ? { type: "CompleteStep", runId, step, durationMs: 10, message: "ok" }
        : { type: "BeginStep", runId, step };
    case "beginRun":
      return scheduleId ? { type: "BeginRun", scheduleId, runId: `run-${n}` } : undefined;
    case "beginStep":
      return runId && step ? { type: "BeginStep", runId, step } : undefined;
    case "completeStep":
      return runId && step ? { type: "CompleteStep", runId, step, durationMs: 10, message: "ok" } : undefined;
    case "failStep":
      return runId && step ? { type: "FailStep", runId, step, durationMs: 10, error: "boom" } : undefined;
    case "abortRun":
      return runId ? { type: "AbortRun", runId, reason: "worker died" } : undefined;
    case "checkDeadline":
      return { type: "CheckDeadline" };
  }
}

function simulate(ops: Op[]) {
  let state = initialState();
  let now = Date.parse("2026-01-01T00:00:00Z");
  let ids = 0;
  /** endOfBatch: the last event of one decision (events of one decision commit together). */
  const log: { event: NewEvent; at: string; stateAfter: AutomationState; endOfBatch: boolean }[] = [];
  ops.forEach((op, n) => {
    if (op.kind === "wait") {
      now += op.ms;
      return;
    }
    now += 1;
    const command = op.kind === "operator" ? op.command : runnerCommand(state, op.fact, n);
    if (!command) return;
    try {
      const { events } = decide(state, command, { now: new Date(now), newId: () => `id-${++ids}`, minuteMs: 60_000 });
      const at = new Date(now).toISOString();
      events.forEach((event, index) => {
        state = evolve(state, event, at);
        log.push({ event, at, stateAfter: state, endOfBatch: index === events.length - 1 });
      });
    } catch (error) {
      if (!(error instanceof CommandRejected)) throw error;
    }
  });
  return { state, log };
}

const runEnds = new Set(["RunCompleted", "RunFailed", "RunAborted", "RunStopped"]);

describe("properties of the automation over random histories", () => {
  it("when histories are generated, then they reach completed runs, failure stops, pauses and deadlines", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
        for (const { event } of simulate(ops).log)
          seen.add(event.type === "AutomationStopped" ? `Stopped:${event.data.reason}` : event.type);
      }),
      { numRuns: 300, seed: 42 },
    );
    for (const type of [
      "RunCompleted",
      "RunFailed",
      "RunAborted",
      "RunStopped",
      "AutomationPaused",
      "Stopped:consecutive_failures",
      "Stopped:max_run_time",
    ]) {
      expect(seen.has(type), type).toBe(true);
    }
  });

  it("when anything happens in any order, then never two runs are in flight", () => {
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
  });

  it("when three runs in a row fail while the automation runs, then it always ends in error", () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 20, maxLength: 300, size: "max" }), (ops) => {
        for (const { stateAfter, endOfBatch } of simulate(ops).log) {
          if (!endOfBatch) continue;
          const lifecycle = lifecycleOf(stateAfter);
          if (stateAfter.context.consecutiveFailures >= 3)
            expect(lifecycle === "running" || lifecycle === "paused").toBe(false);
        }
        const failing = simulate(ops).log.filter(
          ({ event }) => event.type === "AutomationStopped" && event.data.reason === "consecutive_failures",
        );
        for (const { stateAfter } of failing) expect(lifecycleOf(stateAfter)).toBe("error");
      }),
      { numRuns: 300 },
    );
  });

  it("when the stored events are folded again, then they give exactly the live state, and the counts add up", () => {
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
  });

  it("when a pause or stop lands mid-step, then no further step starts until resumed or restarted", () => {
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
  });
});
