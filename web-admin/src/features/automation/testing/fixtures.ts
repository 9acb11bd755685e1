import { STEP_NAMES } from "@movebreak/shared/automation";
import type {
  ActivityLogEntry,
  AutomationMetrics,
  AutomationStatus,
  ConsoleLine,
  HistoryEvent,
} from "@movebreak/shared/contracts/automation";
import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import type { MachineDiagram } from "../api/get-automation-machine";

export function aStatus(overrides: Partial<AutomationStatus> = {}): AutomationStatus {
  return {
    status: "stopped",
    isRunning: false,
    intervalMinutes: 2,
    totalRuns: 0,
    successCount: 0,
    errorCount: 0,
    nextRunAt: null,
    remainingTimeMinutes: null,
    maxRunTimeMinutes: null,
    topicLearning: true,
    currentStep: 0,
    currentStepName: null,
    currentRunId: null,
    isRunningWorkflow: false,
    lastRunAt: null,
    stopReason: null,
    ...overrides,
  };
}

export function aLogEntry(overrides: Partial<ActivityLogEntry> = {}): ActivityLogEntry {
  return {
    id: 1,
    runId: "run-1234567890",
    status: "completed",
    step: "select_topic",
    stepNumber: 1,
    message: "Picked the topic neck pain",
    executionTimeMs: 1250,
    landingPageId: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function aConsoleLine(overrides: Partial<ConsoleLine> = {}): ConsoleLine {
  return {
    id: 1,
    timestamp: "2026-11-01T10:00:00.000Z",
    level: "info",
    step: null,
    stepNumber: null,
    message: "Automation started",
    executionTime: null,
    runId: null,
    ...overrides,
  };
}

export function someMetrics(overrides: Partial<AutomationMetrics> = {}): AutomationMetrics {
  return {
    totalRuns: 0,
    successRate: 0,
    averageExecutionTime: 0,
    activeJobs: 0,
    totalJobs: 0,
    lastRunTime: null,
    ...overrides,
  };
}

export function emptyAnalytics(): AutomationAnalytics {
  return {
    bucket: "day",
    from: "2026-10-03T00:00:00.000Z",
    to: "2026-11-01T12:00:00.000Z",
    runs: [],
    stepDurations: [],
    pagesPublished: [],
    totals: { runs: 0, completed: 0, failed: 0, successRate: null, pagesPublished: 0, averageExecutionMs: null },
  };
}

/** A type with its own data (the type and the data of an override go together). */
type TypedData = HistoryEvent extends infer E ? (E extends HistoryEvent ? Pick<E, "type" | "data"> : never) : never;

export function anEvent(
  overrides: Partial<Omit<HistoryEvent, "type" | "data">> & (TypedData | { type?: never; data?: never }) = {},
): HistoryEvent {
  const { type, data, ...fields } = overrides;
  const typed = (
    type === undefined
      ? { type: "AutomationStarted", data: { intervalMinutes: 2, maxRunTimeMinutes: null } }
      : { type, data }
  ) as TypedData;
  return {
    seq: 1,
    streamId: "automation",
    version: 1,
    meta: { actor: "admin (session abcd1234)" },
    occurredAt: "2026-11-01T10:00:00.000Z",
    ...fields,
    ...typed,
  };
}

export const MACHINE: MachineDiagram = {
  id: "automation",
  regions: [
    {
      region: "lifecycle",
      initial: "stopped",
      states: [
        { id: "stopped", transitions: [{ event: "automation.started", target: "running" }] },
        { id: "error", transitions: [{ event: "automation.started", target: "running" }] },
        {
          id: "running",
          transitions: [
            { event: "automation.paused", target: "paused" },
            { event: "automation.stopped", target: "stopped" },
          ],
        },
        { id: "paused", transitions: [{ event: "automation.resumed", target: "running" }] },
      ],
    },
    {
      region: "workflow",
      initial: "idle",
      states: [
        { id: "idle", transitions: [{ event: "run.started", target: "select_topic" }] },
        { id: "select_topic", transitions: [{ event: "step.completed", target: "research_keywords" }] },
        { id: "research_keywords", transitions: [{ event: "run.failed", target: "idle" }] },
      ],
    },
  ],
};

/** The machine as GET /api/automation/machine answers it (services/src/automation/machine-diagram.ts). */
export const FULL_MACHINE: MachineDiagram = {
  id: "automation",
  regions: [
    {
      region: "lifecycle",
      initial: "stopped",
      states: [
        { id: "stopped", transitions: [{ event: "automation.started", target: "running" }] },
        { id: "error", transitions: [{ event: "automation.started", target: "running" }] },
        {
          id: "running",
          transitions: [
            { event: "automation.paused", target: "paused" },
            { event: "automation.stopped", target: "error" },
            { event: "automation.stopped", target: "stopped" },
          ],
        },
        {
          id: "paused",
          transitions: [
            { event: "automation.resumed", target: "running" },
            { event: "automation.stopped", target: "error" },
            { event: "automation.stopped", target: "stopped" },
          ],
        },
      ],
    },
    {
      region: "workflow",
      initial: "idle",
      states: [
        { id: "idle", transitions: [{ event: "run.started", target: STEP_NAMES[0] }] },
        ...STEP_NAMES.map((step, index) => ({
          id: step,
          transitions: [
            { event: "step.started", target: null },
            { event: "step.completed", target: STEP_NAMES[index + 1] ?? null },
            { event: "step.failed", target: null },
            ...["run.completed", "run.failed", "run.aborted", "run.stopped"].map((event) => ({
              event,
              target: "idle",
            })),
          ],
        })),
      ],
    },
  ],
  globalEvents: [
    "interval.changed",
    "max_run_time.changed",
    "logs.cleared",
    "deadline.scheduled",
    "next_run.scheduled",
  ],
};
