import fc from "fast-check";
import { parsedValue } from "../../../test/fuzz/support/schema-arbitrary";
import { type AutomationState, currentStepName, evolve, initialState, lifecycleOf } from "../automation";
import { COMMANDS, type Command, CommandRejected, decide } from "../decide";
import type { NewEvent } from "../events";

/*
 * The one generator of random automation histories for property tests (the pure ones here, and the
 * projections' on the database): any command there is, honest runner facts and time passing, decided and
 * folded as the live path does. Commands come from decide.ts's schemas, so a new command, and the event
 * type it emits, reaches these histories without a change here.
 */

type RunnerFact = "advance" | "beginRun" | "beginStep" | "completeStep" | "failStep" | "abortRun" | "checkDeadline";

/** One thing that can happen: any command, a runner fact about the current run, or time passing. */
export type Op =
  | { kind: "command"; command: Command }
  | { kind: "runner"; fact: RunnerFact }
  | { kind: "wait"; ms: number };

/** Any command with data its schema accepts (a runner's about another run is refused, as it would be live). */
const anyCommand: fc.Arbitrary<Command> = fc.oneof(
  ...Object.entries(COMMANDS).map(([type, schema]) =>
    parsedValue(schema).map((data) => ({ ...data, type }) as Command),
  ),
);

// "advance" is what a healthy automation does next, weighted so that runs often get all the way through.
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant({ kind: "runner" as const, fact: "advance" as const }), weight: 12 },
  { arbitrary: anyCommand.map((command) => ({ kind: "command" as const, command })), weight: 4 },
  {
    arbitrary: fc
      .constantFrom<RunnerFact>(
        "beginRun",
        "beginStep",
        "completeStep",
        "completeStep",
        "failStep",
        "abortRun",
        "checkDeadline",
      )
      .map((fact) => ({ kind: "runner" as const, fact })),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 1, max: 3 * 60 * 60_000 }).map((ms) => ({ kind: "wait" as const, ms })), weight: 1 },
);

/** The command an op sends in `state` (the n-th op of its history): none when an honest runner would say nothing. */
export function commandFor(state: AutomationState, op: Exclude<Op, { kind: "wait" }>, n: number): Command | undefined {
  if (op.kind === "command") return op.command;
  const { runId, scheduleId, stepInFlight } = state.context;
  const step = currentStepName(state);
  const beginRun = scheduleId ? ({ type: "BeginRun", scheduleId, runId: `run-${n}` } as const) : undefined;
  const completeStep =
    runId && step
      ? ({
          type: "CompleteStep",
          runId,
          step,
          durationMs: 10,
          message: "ok",
          landingPageId: step === "publish" ? 5 : null,
        } as const)
      : undefined;
  switch (op.fact) {
    case "advance": {
      if (runId) return stepInFlight ? completeStep : step ? { type: "BeginStep", runId, step } : undefined;
      const lifecycle = lifecycleOf(state);
      // An operator starts a stopped automation again; a paused one waits for a Resume.
      if (lifecycle === "stopped" || lifecycle === "error") return { type: "StartAutomation" };
      return beginRun;
    }
    case "beginRun":
      return beginRun;
    case "beginStep":
      return runId && step ? { type: "BeginStep", runId, step } : undefined;
    case "completeStep":
      return completeStep;
    case "failStep":
      return runId && step ? { type: "FailStep", runId, step, durationMs: 10, error: "boom" } : undefined;
    case "abortRun":
      return runId ? { type: "AbortRun", runId, reason: "worker died" } : undefined;
    case "checkDeadline":
      return { type: "CheckDeadline" };
  }
}

/** The history the ops make, decided and folded in memory. */
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
    const command = commandFor(state, op, n);
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
