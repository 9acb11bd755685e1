import type { Timestamp } from "../../db/tables/automation";
import type { ReadModel } from "./read-model";

/** The step timings' table. */
export interface AutomationStepTimingsTable {
  runId: string;
  stepNumber: number;
  step: string;
  startedAt: Timestamp;
  durationMs: number | null;
  outcome: string;
}

/** How long each step of each run took, for the step-duration percentiles. */
export const stepTimings: ReadModel<"automationStepTimings", AutomationStepTimingsTable> = {
  table: "automationStepTimings",
  evolve(event) {
    switch (event.type) {
      case "StepStarted": {
        const { runId, stepNumber, step } = event.data;
        const row = { runId, stepNumber, step, startedAt: event.occurredAt, durationMs: null, outcome: "running" };
        return { type: "insert", rows: [row] };
      }
      case "StepCompleted":
      case "StepFailed": {
        const { runId, stepNumber, durationMs } = event.data;
        const outcome = event.type === "StepCompleted" ? "completed" : "failed";
        return { type: "update", where: { runId, stepNumber }, set: { durationMs, outcome } };
      }
      default:
        return null;
    }
  },
  // A step of an aborted run stays "running": it is written when the stream ends.
  isFinal: (row) => row.outcome !== "running",
  updatedBy: "runId",
  columns: {
    runId: "text",
    stepNumber: "int",
    step: "text",
    startedAt: "timestamptz",
    durationMs: "int",
    outcome: "text",
  },
};
