import type { Timestamp } from "../../db/tables/automation";
import type { StoredEvent } from "../events";
import type { ReadModel, RowOf } from "./read-model";

/** The runs' table. */
export interface AutomationRunsTable {
  runId: string;
  startedSeq: number;
  startedAt: Timestamp;
  endedAt: Timestamp | null;
  outcome: string;
  executionMs: number;
  landingPageId: number | null;
  failedStep: string | null;
  error: string | null;
}

type RunRow = RowOf<AutomationRunsTable>;

const OUTCOMES = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
} as const;

type RunEnd = Extract<StoredEvent, { type: keyof typeof OUTCOMES }>;

/** The columns the event that ends a run sets. */
function endOf(event: RunEnd): Partial<RunRow> {
  const ended = { endedAt: event.occurredAt, outcome: OUTCOMES[event.type], executionMs: event.data.durationMs };
  switch (event.type) {
    case "RunCompleted":
      return { ...ended, landingPageId: event.data.landingPageId };
    case "RunFailed":
      return { ...ended, failedStep: event.data.step, error: event.data.error };
    case "RunAborted":
      return { ...ended, failedStep: event.data.step, error: event.data.reason };
    case "RunStopped":
      return ended;
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unhandled run end ${JSON.stringify(unknownEvent)}`);
    }
  }
}

/** Runs, one row each, for the analysts' charts and a run's detail. */
export const runs: ReadModel<"automationRuns", AutomationRunsTable> = {
  table: "automationRuns",
  evolve(event) {
    switch (event.type) {
      case "RunStarted": {
        const row = {
          runId: event.data.runId,
          startedSeq: event.seq,
          startedAt: event.occurredAt,
          endedAt: null,
          outcome: "running",
          executionMs: 0,
          landingPageId: null,
          failedStep: null,
          error: null,
        };
        return { type: "insert", rows: [row] };
      }
      case "RunCompleted":
      case "RunFailed":
      case "RunAborted":
      case "RunStopped":
        return { type: "update", where: { runId: event.data.runId }, set: endOf(event) };
      default:
        return null;
    }
  },
  isFinal: (row) => row.outcome !== "running",
  updatedBy: "runId",
  columns: {
    runId: "text",
    startedSeq: "bigint",
    startedAt: "timestamptz",
    endedAt: "timestamptz",
    outcome: "text",
    executionMs: "int",
    landingPageId: "int",
    failedStep: "text",
    error: "text",
  },
};
