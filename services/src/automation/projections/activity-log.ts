import type { ActivityLogEntry } from "@movebreak/shared/contracts/automation";
import type { Timestamp } from "../../db/tables/automation";
import type { ReadModel, RowOf } from "./read-model";

/** The activity log's table. */
export interface AutomationActivityLogsTable {
  id: number;
  runId: string;
  status: string;
  step: string;
  stepNumber: number;
  message: string;
  executionTimeMs: number | null;
  landingPageId: number | null;
  createdAt: Timestamp;
}

type ActivityLogRow = RowOf<AutomationActivityLogsTable>;

/**
 * Activity log: one entry per step of each run, keyed by the seq of its
 * StepStarted. A clear empties the view; the events (the audit history) keep
 * everything.
 */
export const activityLog: ReadModel<"automationActivityLogs", AutomationActivityLogsTable> = {
  table: "automationActivityLogs",
  evolve(event) {
    switch (event.type) {
      case "StepStarted": {
        const { runId, step, stepNumber } = event.data;
        return {
          type: "insert",
          rows: [
            {
              id: event.seq,
              runId,
              status: "in_progress",
              step,
              stepNumber,
              message: `Running ${step.replace(/_/g, " ")}`,
              executionTimeMs: null,
              landingPageId: null,
              createdAt: event.occurredAt,
            },
          ],
        };
      }
      case "StepCompleted": {
        const { runId, stepNumber, message, durationMs, landingPageId } = event.data;
        const set = { status: "completed", message, executionTimeMs: durationMs } as const;
        // A step that publishes nothing leaves the entry's page as it is.
        return {
          type: "update",
          where: { runId, stepNumber },
          set: landingPageId != null ? { ...set, landingPageId } : set,
        };
      }
      case "StepFailed": {
        const { runId, stepNumber, error, durationMs } = event.data;
        return {
          type: "update",
          where: { runId, stepNumber },
          set: { status: "failed", message: error, executionTimeMs: durationMs },
        };
      }
      case "RunAborted":
        return {
          type: "update",
          where: { runId: event.data.runId, status: "in_progress" },
          set: { status: "failed", message: `Aborted: ${event.data.reason}` },
        };
      case "LogsCleared":
        return { type: "deleteBelow", column: "id", value: event.seq };
      default:
        return null;
    }
  },
  isFinal: (row) => row.status !== "in_progress",
  updatedBy: "runId",
  columns: {
    id: "bigint",
    runId: "text",
    status: "text",
    step: "text",
    stepNumber: "int",
    message: "text",
    executionTimeMs: "int",
    landingPageId: "int",
    createdAt: "timestamptz",
  },
};

/** An entry as the API answers it, from a stored row or a folded one. */
export function toActivityLogEntry(row: ActivityLogRow): ActivityLogEntry {
  return {
    id: Number(row.id),
    runId: row.runId,
    status: row.status as ActivityLogEntry["status"],
    step: row.step as ActivityLogEntry["step"],
    stepNumber: row.stepNumber,
    message: row.message,
    executionTimeMs: row.executionTimeMs,
    landingPageId: row.landingPageId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
