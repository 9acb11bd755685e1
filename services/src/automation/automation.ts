import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type {
  AutomationMetrics,
  AutomationStatus,
  AutomationStatusValue,
} from "@movebreak/shared/contracts/automation";
import { initialTransition, type SnapshotFrom, transition } from "xstate";
import type { NewEvent, StoredEvent } from "./events";
import { type AutomationContext, automationMachine } from "./machine";
import { type MachineEvent, machineEventName } from "./machine-event";

/** The automation's state: the machine snapshot that the events fold to. */
export type AutomationState = SnapshotFrom<typeof automationMachine>;

export function initialState(): AutomationState {
  return initialTransition(automationMachine)[0];
}

/** A stored event as the machine's dot.case event, with its time (one naming rule, in machine-event.ts). */
export function toMachineEvent(event: NewEvent, at: string): MachineEvent {
  return { type: machineEventName(event.type), at, ...event.data } as MachineEvent;
}

export class RejectedEvent extends Error {}

/** Applies one event; an event the machine does not accept in this state is a corrupt history. */
export function evolve(state: AutomationState, event: NewEvent, at: string): AutomationState {
  const machineEvent = toMachineEvent(event, at);
  if (!state.can(machineEvent)) {
    throw new RejectedEvent(`${event.type} is not possible in ${JSON.stringify(state.value)}`);
  }
  return transition(automationMachine, state, machineEvent)[0];
}

export function fold(events: Iterable<Pick<StoredEvent, "type" | "data" | "occurredAt">>): AutomationState {
  let state = initialState();
  for (const event of events) state = evolve(state, event as NewEvent, event.occurredAt);
  return state;
}

/* Views of the state. */

export function lifecycleOf(state: AutomationState): AutomationStatusValue {
  return (state.value as { lifecycle: AutomationStatusValue }).lifecycle;
}

/** The step the run is at (1-8), or 0 between runs. */
export function currentStepOf(state: AutomationState): number {
  const workflow = (state.value as { workflow: string }).workflow;
  return STEP_NAMES.indexOf(workflow as StepName) + 1;
}

export function currentStepName(state: AutomationState): StepName | null {
  return STEP_NAMES[currentStepOf(state) - 1] ?? null;
}

/** Running time left before the max run time stops the automation, in ms (null: unlimited). */
export function remainingMs(context: AutomationContext, now: Date): number | null {
  if (context.maxRunTimeMinutes === null) return null;
  const used =
    context.activeMs + (context.activeSince ? Math.max(0, now.getTime() - Date.parse(context.activeSince)) : 0);
  return Math.max(0, context.maxRunTimeMinutes * 60_000 - used);
}

/** The spec's six metrics, all from the folded state (no scan of the runs, so as fast at a million events). */
export function metricsView(state: AutomationState): AutomationMetrics {
  const c = state.context;
  return {
    totalRuns: c.totalRuns,
    successRate: c.totalRuns === 0 ? 0 : Math.round((c.successCount / c.totalRuns) * 1000) / 10,
    averageExecutionTime: c.totalRuns === 0 ? 0 : Math.round(c.executionMsTotal / c.totalRuns),
    activeJobs: c.runId === null ? 0 : 1,
    totalJobs: c.runsStarted,
    lastRunTime: c.lastRunAt,
  };
}

/** The status answer of the spec, read at `now`. */
export function statusView(state: AutomationState, now: Date): AutomationStatus {
  const { context } = state;
  const lifecycle = lifecycleOf(state);
  const remaining = lifecycle === "running" || lifecycle === "paused" ? remainingMs(context, now) : null;
  const step = currentStepOf(state);
  return {
    status: lifecycle,
    isRunning: lifecycle === "running",
    intervalMinutes: context.intervalMinutes,
    totalRuns: context.totalRuns,
    successCount: context.successCount,
    errorCount: context.errorCount,
    nextRunAt: context.nextRunAt,
    remainingTimeMinutes: remaining === null ? null : Math.round((remaining / 60_000) * 10) / 10,
    maxRunTimeMinutes: context.maxRunTimeMinutes,
    topicLearning: context.topicLearning !== false,
    currentStep: step,
    currentStepName: currentStepName(state),
    currentRunId: context.runId,
    // A run is executing: a step is in flight, or the runner is between steps of a running automation.
    isRunningWorkflow: context.stepInFlight || (context.runId !== null && lifecycle === "running"),
    lastRunAt: context.lastRunAt,
    stopReason: context.stopReason,
  };
}
