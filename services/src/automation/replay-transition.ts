import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import { transition } from "xstate";
import {
  type AutomationContext,
  automationMachine,
  elapsed,
  endRun,
  type MachineEvent,
  startAutomation,
  startRun,
} from "./machine";

/*
 * The automation machine's transitions as a plain function, for replay only
 * (projection rebuilds). XState stays the definition: the live path, the
 * runner and point-in-time reads use the machine itself. A replay folds
 * millions of stored events, and an actor costs about 10 µs per event where
 * this costs under 1 µs; the property test in replay-transition.property.test.ts
 * folds random histories both ways and random events against random states,
 * and requires the same snapshot (value and context) and the same refusals.
 * An event type without a fast path here goes through the machine (`machineTransition`),
 * so a new event type needs no change in this file to be rebuilt correctly.
 */

/** The event types with a fast path below; any other goes through the machine. */
const FAST_PATH: ReadonlySet<MachineEvent["type"]> = new Set<MachineEvent["type"]>([
  "interval.changed",
  "max_run_time.changed",
  "logs.cleared",
  "deadline.scheduled",
  "next_run.scheduled",
  "automation.started",
  "automation.paused",
  "automation.resumed",
  "automation.stopped",
  "run.started",
  "step.started",
  "step.completed",
  "step.failed",
  "run.completed",
  "run.failed",
  "run.aborted",
  "run.stopped",
]);

export interface ReplaySnapshot {
  value: { lifecycle: "stopped" | "running" | "paused" | "error"; workflow: "idle" | StepName };
  context: AutomationContext;
}

/** The machine's snapshot as plain data (what projections store). */
export function toReplaySnapshot(state: { value: unknown; context: AutomationContext }): ReplaySnapshot {
  return { value: state.value as ReplaySnapshot["value"], context: state.context };
}

/** The next snapshot, or null when the machine refuses the event (snapshot.can(event) is false). */
export function replayTransition(state: ReplaySnapshot, event: MachineEvent): ReplaySnapshot | null {
  if (!FAST_PATH.has(event.type)) return machineTransition(state, event);
  const { lifecycle, workflow } = state.value;
  const c = state.context;
  switch (event.type) {
    case "interval.changed":
      return advance(state, {}, { intervalMinutes: event.minutes });
    case "max_run_time.changed":
      return advance(state, {}, { maxRunTimeMinutes: event.minutes });
    case "logs.cleared":
      return advance(state, {}, { logsClearedAt: event.at });
    case "deadline.scheduled":
      return lifecycle === "running" ? advance(state, {}, { deadlineAt: event.checkAt }) : null;
    case "next_run.scheduled":
      return lifecycle === "running" && workflow === "idle"
        ? advance(state, {}, { nextRunAt: event.runAt, scheduleId: event.scheduleId })
        : null;
    case "automation.started":
      if ((lifecycle !== "stopped" && lifecycle !== "error") || c.runId !== null) return null;
      return advance(state, { lifecycle: "running" }, startAutomation(event));
    case "automation.paused":
      if (lifecycle !== "running") return null;
      return advance(
        state,
        { lifecycle: "paused" },
        {
          activeMs: c.activeMs + elapsed(c.activeSince, event.at),
          activeSince: null,
          nextRunAt: null,
          scheduleId: null,
        },
      );
    case "automation.resumed":
      return lifecycle === "paused"
        ? advance(state, { lifecycle: "running" }, { activeSince: event.at, stopReason: null })
        : null;
    case "automation.stopped": {
      if (lifecycle !== "running" && lifecycle !== "paused") return null;
      const target = event.reason === "consecutive_failures" ? "error" : "stopped";
      const active =
        lifecycle === "running" ? { activeMs: c.activeMs + elapsed(c.activeSince, event.at), activeSince: null } : {};
      return advance(
        state,
        { lifecycle: target },
        { ...active, stopReason: event.reason, nextRunAt: null, scheduleId: null },
      );
    }
    case "run.started":
      if (workflow !== "idle" || lifecycle !== "running") return null;
      return advance(state, { workflow: STEP_NAMES[0] }, startRun(c, event.runId, event.at));
    default:
      return workflowTransition(state, event);
  }
}

/** The snapshot after a transition: `value` and `context` over the state's (a module function, not a closure per event). */
function advance(
  state: ReplaySnapshot,
  value: Partial<ReplaySnapshot["value"]>,
  context: Partial<AutomationContext>,
): ReplaySnapshot {
  return { value: { ...state.value, ...value }, context: { ...state.context, ...context } };
}

/** The run in flight ends (completed, failed or aborted): the workflow is idle again and the run counts. */
function runEnded(
  state: ReplaySnapshot,
  event: { at: string; durationMs: number },
  counts: Partial<AutomationContext>,
): ReplaySnapshot {
  const c = state.context;
  return advance(
    state,
    { workflow: "idle" },
    {
      ...endRun(event.at),
      executionMsTotal: c.executionMsTotal + event.durationMs,
      totalRuns: c.totalRuns + 1,
      ...counts,
    },
  );
}

/** The same transition through the XState machine itself (slower; the definition). */
export function machineTransition(state: ReplaySnapshot, event: MachineEvent): ReplaySnapshot | null {
  const snapshot = automationMachine.resolveState(state);
  if (!snapshot.can(event)) return null;
  return toReplaySnapshot(transition(automationMachine, snapshot, event)[0]);
}

/** The workflow region's step states: only facts about the run in flight. */
function workflowTransition(state: ReplaySnapshot, event: MachineEvent): ReplaySnapshot | null {
  const { lifecycle, workflow } = state.value;
  const c = state.context;
  if (workflow === "idle" || !("runId" in event) || event.runId !== c.runId) return null;
  const index = STEP_NAMES.indexOf(workflow);
  switch (event.type) {
    case "step.started":
      return event.step === workflow && !c.stepInFlight && lifecycle === "running"
        ? advance(state, {}, { stepInFlight: true })
        : null;
    case "step.completed": {
      if (event.step !== workflow || !c.stepInFlight) return null;
      const following = STEP_NAMES[index + 1];
      return advance(state, following ? { workflow: following } : {}, {
        stepInFlight: false,
        lastCompletedStep: index + 1,
        runExecutionMs: c.runExecutionMs + event.durationMs,
        lastLandingPageId: event.landingPageId != null ? event.landingPageId : c.lastLandingPageId,
      });
    }
    case "step.failed":
      return event.step === workflow && c.stepInFlight
        ? advance(state, {}, { stepInFlight: false, runExecutionMs: c.runExecutionMs + event.durationMs })
        : null;
    case "run.completed":
      return c.lastCompletedStep === STEP_NAMES.length
        ? runEnded(state, event, { successCount: c.successCount + 1, consecutiveFailures: 0 })
        : null;
    case "run.failed":
    case "run.aborted":
      if (event.type === "run.failed" && c.stepInFlight) return null;
      return runEnded(state, event, { errorCount: c.errorCount + 1, consecutiveFailures: c.consecutiveFailures + 1 });
    case "run.stopped":
      return !c.stepInFlight && lifecycle !== "running"
        ? advance(state, { workflow: "idle" }, { ...endRun(event.at), stoppedRuns: c.stoppedRuns + 1 })
        : null;
    default:
      return null;
  }
}
