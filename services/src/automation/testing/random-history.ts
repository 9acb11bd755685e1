import fc from "fast-check";
import { type AutomationState, currentStepName, evolve, initialState } from "../automation";
import { type Command, CommandRejected, decide } from "../decide";
import type { NewEvent } from "../events";

/*
 * Random automation histories for property tests: operator commands, honest
 * runner facts and time passing, decided and folded as the live path does.
 */

/** One thing that can happen: an operator command, a runner fact about the current run, or time passing. */
export type Op =
  | { kind: "operator"; command: Command }
  | {
      kind: "runner";
      fact: "advance" | "beginRun" | "beginStep" | "completeStep" | "failStep" | "abortRun" | "checkDeadline";
    }
  | { kind: "wait"; ms: number };

// "advance" is what a healthy runner does next, weighted so that runs often get all the way through.
export const opArb: fc.Arbitrary<Op> = fc.oneof(
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

export function simulate(ops: Op[]) {
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
