import type { StepName } from "@movebreak/shared/automation";
import { compileMachine, machineTransition as throughMachine } from "./compiled-transition";
import { type AutomationContext, automationMachine, type MachineEvent } from "./machine";

/*
 * The automation machine's transitions as a plain function, for replay (projection rebuilds): the
 * machine compiled by compiled-transition.ts, so machine.ts stays the only definition of the
 * transitions and their guards. The live path, the runner and point-in-time reads use the machine
 * itself; a rebuild folds millions of stored events, where an actor costs about 10 µs per event.
 */

export interface ReplaySnapshot {
  value: { lifecycle: "stopped" | "running" | "paused" | "error"; workflow: "idle" | StepName };
  context: AutomationContext;
}

const compiled = compileMachine<AutomationContext, MachineEvent>(automationMachine);

/** The event types the compiled path takes; any other goes through the machine (a test requires them all). */
export const COMPILED_EVENT_TYPES = compiled.compiledTypes;

/** The machine's snapshot as plain data (what projections store). */
export function toReplaySnapshot(state: { value: unknown; context: AutomationContext }): ReplaySnapshot {
  return { value: state.value as ReplaySnapshot["value"], context: state.context };
}

/** The next snapshot, or null when the machine refuses the event (snapshot.can(event) is false). */
export const replayTransition = compiled.transition as (
  state: ReplaySnapshot,
  event: MachineEvent,
) => ReplaySnapshot | null;

/** The same transition through the XState machine itself (slower; the definition). */
export function machineTransition(state: ReplaySnapshot, event: MachineEvent): ReplaySnapshot | null {
  return throughMachine(automationMachine, state, event) as ReplaySnapshot | null;
}
