import { AUTOMATION_LIMITS, STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import { and, assign, not, setup, stateIn } from "xstate";
import type { MachineEvent } from "./machine-event";

/**
 * The automation as a statechart, pure: no I/O, no timers. Two parallel regions:
 * `lifecycle` is what the operator controls (stopped, running, paused, error);
 * `workflow` is where the current run is (idle, or the step it is at). Time
 * arrives on the events (`at`), so the same events always give the same snapshot.
 */
export interface AutomationContext {
  intervalMinutes: number;
  maxRunTimeMinutes: number | null;
  /** Whether step 1 learns from its pages' store clicks (issue 35); absent in snapshots older than it: on. */
  topicLearning?: boolean;
  totalRuns: number;
  successCount: number;
  errorCount: number;
  stoppedRuns: number;
  consecutiveFailures: number;
  runId: string | null;
  runStartedAt: string | null;
  /** Execution time of the current run's finished steps. */
  runExecutionMs: number;
  stepInFlight: boolean;
  /** 0 before the first step of a run completes, 8 when publish is done. */
  lastCompletedStep: number;
  /** Running time used toward the max run time (paused time excluded). */
  activeMs: number;
  activeSince: string | null;
  nextRunAt: string | null;
  scheduleId: string | null;
  lastRunAt: string | null;
  lastLandingPageId: number | null;
  stopReason: string | null;
  /** When the max-run-time check is due next. */
  deadlineAt: string | null;
  logsClearedAt: string | null;
  /** Runs started, and the summed execution time of finished runs (completed, failed, aborted): for the metrics. */
  runsStarted: number;
  executionMsTotal: number;
}

export type { MachineEvent } from "./machine-event";

export const INITIAL_CONTEXT: AutomationContext = {
  intervalMinutes: AUTOMATION_LIMITS.interval.default,
  maxRunTimeMinutes: null,
  totalRuns: 0,
  successCount: 0,
  errorCount: 0,
  stoppedRuns: 0,
  consecutiveFailures: 0,
  runId: null,
  runStartedAt: null,
  runExecutionMs: 0,
  stepInFlight: false,
  lastCompletedStep: 0,
  activeMs: 0,
  activeSince: null,
  nextRunAt: null,
  scheduleId: null,
  lastRunAt: null,
  lastLandingPageId: null,
  stopReason: null,
  deadlineAt: null,
  logsClearedAt: null,
  runsStarted: 0,
  executionMsTotal: 0,
};

/** Milliseconds from one event time to another (0 without a start). */
export const elapsed = (from: string | null, to: string) => (from ? Math.max(0, Date.parse(to) - Date.parse(from)) : 0);

/** The context fields a run's end resets. */
/** What a start of the automation sets in the context (the replay transition sets the same). */
export const startAutomation = (event: Extract<MachineEvent, { type: "automation.started" }>) => ({
  intervalMinutes: event.intervalMinutes,
  maxRunTimeMinutes: event.maxRunTimeMinutes,
  activeMs: 0,
  consecutiveFailures: 0,
  activeSince: event.at,
  stopReason: null,
});

/** What a run's start sets in the context (the replay transition sets the same). */
export const startRun = (context: AutomationContext, runId: string, at: string) => ({
  runsStarted: context.runsStarted + 1,
  runId,
  runStartedAt: at,
  runExecutionMs: 0,
  stepInFlight: false,
  lastCompletedStep: 0,
  nextRunAt: null,
  scheduleId: null,
});

export const endRun = (at: string) => ({
  runId: null,
  runStartedAt: null,
  runExecutionMs: 0,
  stepInFlight: false,
  lastCompletedStep: 0,
  lastRunAt: at,
});

const machineSetup = setup({
  types: {
    context: {} as AutomationContext,
    events: {} as MachineEvent,
  },
  guards: {
    noRunInFlight: ({ context }) => context.runId === null,
    isCurrentRun: ({ context, event }) => "runId" in event && event.runId === context.runId,
    isStep: ({ event }, params: { step: StepName }) => "step" in event && event.step === params.step,
    stepInFlight: ({ context }) => context.stepInFlight,
    failureStop: ({ event }) => event.type === "automation.stopped" && event.reason === "consecutive_failures",
    publishDone: ({ context }) => context.lastCompletedStep === STEP_NAMES.length,
  },
  actions: {
    beginActiveTime: assign({ activeSince: ({ event }) => event.at, stopReason: null }),
    endActiveTime: assign({
      activeMs: ({ context, event }) => context.activeMs + elapsed(context.activeSince, event.at),
      activeSince: null,
    }),
    recordStop: assign({
      stopReason: ({ event }) => (event.type === "automation.stopped" ? event.reason : null),
      nextRunAt: null,
      scheduleId: null,
    }),
    startFresh: assign(({ event }) => (event.type === "automation.started" ? startAutomation(event) : {})),
    markStepStarted: assign({ stepInFlight: true }),
    recordStepCompleted: assign(({ context, event }, params: { stepNumber: number }) => ({
      stepInFlight: false,
      lastCompletedStep: params.stepNumber,
      runExecutionMs: context.runExecutionMs + (event.type === "step.completed" ? event.durationMs : 0),
      lastLandingPageId:
        event.type === "step.completed" && event.landingPageId != null
          ? event.landingPageId
          : context.lastLandingPageId,
    })),
    recordStepFailed: assign(({ context, event }) => ({
      stepInFlight: false,
      runExecutionMs: context.runExecutionMs + (event.type === "step.failed" ? event.durationMs : 0),
    })),
    recordCompletedRun: assign(({ context, event }) => ({
      ...endRun(event.at),
      executionMsTotal: context.executionMsTotal + ("durationMs" in event ? event.durationMs : 0),
      totalRuns: context.totalRuns + 1,
      successCount: context.successCount + 1,
      consecutiveFailures: 0,
    })),
    recordFailedRun: assign(({ context, event }) => ({
      ...endRun(event.at),
      executionMsTotal: context.executionMsTotal + ("durationMs" in event ? event.durationMs : 0),
      totalRuns: context.totalRuns + 1,
      errorCount: context.errorCount + 1,
      consecutiveFailures: context.consecutiveFailures + 1,
    })),
    recordStoppedRun: assign(({ context, event }) => ({ ...endRun(event.at), stoppedRuns: context.stoppedRuns + 1 })),
  },
});

/** The workflow's step states: each means "the run is at this step" (started or not yet). */
function stepStates() {
  return Object.fromEntries(
    STEP_NAMES.map((name, index) => {
      const isStep = { type: "isStep", params: { step: name } } as const;
      const next = STEP_NAMES[index + 1];
      return [
        name,
        {
          on: {
            "step.started": {
              guard: and(["isCurrentRun", isStep, not("stepInFlight"), stateIn({ lifecycle: "running" })]),
              actions: "markStepStarted",
            },
            "step.completed": {
              guard: and(["isCurrentRun", isStep, "stepInFlight"]),
              ...(next ? { target: next } : {}),
              actions: { type: "recordStepCompleted", params: { stepNumber: index + 1 } },
            },
            "step.failed": { guard: and(["isCurrentRun", isStep, "stepInFlight"]), actions: "recordStepFailed" },
            "run.completed": {
              guard: and(["isCurrentRun", "publishDone"]),
              target: "idle",
              actions: "recordCompletedRun",
            },
            "run.failed": {
              guard: and(["isCurrentRun", not("stepInFlight")]),
              target: "idle",
              actions: "recordFailedRun",
            },
            "run.aborted": { guard: "isCurrentRun", target: "idle", actions: "recordFailedRun" },
            "run.stopped": {
              guard: and(["isCurrentRun", not("stepInFlight"), not(stateIn({ lifecycle: "running" }))]),
              target: "idle",
              actions: "recordStoppedRun",
            },
          },
        },
      ] as const;
    }),
  );
}

export const automationMachine = machineSetup.createMachine({
  id: "automation",
  type: "parallel",
  context: INITIAL_CONTEXT,
  on: {
    "interval.changed": { actions: assign({ intervalMinutes: ({ event }) => event.minutes }) },
    "max_run_time.changed": { actions: assign({ maxRunTimeMinutes: ({ event }) => event.minutes }) },
    "topic_learning.changed": { actions: assign({ topicLearning: ({ event }) => event.enabled }) },
    "logs.cleared": { actions: assign({ logsClearedAt: ({ event }) => event.at }) },
    "deadline.scheduled": {
      guard: stateIn({ lifecycle: "running" }),
      actions: assign({ deadlineAt: ({ event }) => (event.type === "deadline.scheduled" ? event.checkAt : null) }),
    },
    "next_run.scheduled": {
      guard: and([stateIn({ lifecycle: "running" }), stateIn({ workflow: "idle" })]),
      actions: assign({ nextRunAt: ({ event }) => event.runAt, scheduleId: ({ event }) => event.scheduleId }),
    },
  },
  states: {
    lifecycle: {
      initial: "stopped",
      states: {
        stopped: { on: { "automation.started": { guard: "noRunInFlight", target: "running", actions: "startFresh" } } },
        error: { on: { "automation.started": { guard: "noRunInFlight", target: "running", actions: "startFresh" } } },
        running: {
          on: {
            "automation.paused": {
              target: "paused",
              actions: ["endActiveTime", assign({ nextRunAt: null, scheduleId: null })],
            },
            "automation.stopped": [
              { guard: "failureStop", target: "error", actions: ["endActiveTime", "recordStop"] },
              { target: "stopped", actions: ["endActiveTime", "recordStop"] },
            ],
          },
        },
        paused: {
          on: {
            "automation.resumed": { target: "running", actions: "beginActiveTime" },
            "automation.stopped": [
              { guard: "failureStop", target: "error", actions: "recordStop" },
              { target: "stopped", actions: "recordStop" },
            ],
          },
        },
      },
    },
    workflow: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "run.started": {
              guard: stateIn({ lifecycle: "running" }),
              target: STEP_NAMES[0],
              actions: assign(({ context, event }) => startRun(context, event.runId, event.at)),
            },
          },
        },
        ...stepStates(),
      },
    },
  },
});
