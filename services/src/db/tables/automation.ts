import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The event store: the only source of truth of the automation. */
export interface AutomationEventsTable {
  seq: Generated<number>;
  streamId: string;
  streamVersion: number;
  type: string;
  data: ColumnType<unknown, string, string>;
  meta: ColumnType<unknown, string, string>;
  occurredAt: Timestamp;
  transactionId: Generated<string>;
}

/** Projection: the folded machine snapshot per stream (a cache of the fold, rebuildable). */
export interface AutomationStateTable {
  streamId: string;
  version: number;
  lastSeq: number;
  snapshot: ColumnType<unknown, string, string>;
}

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

export interface AutomationConsoleTable {
  id: number;
  timestamp: Timestamp;
  level: string;
  step: string | null;
  stepNumber: number | null;
  message: string;
  executionTime: number | null;
  runId: string | null;
}

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

export interface AutomationStepTimingsTable {
  runId: string;
  stepNumber: number;
  step: string;
  startedAt: Timestamp;
  durationMs: number | null;
  outcome: string;
}

/** Projection: the folded state after every 1000th event, for point-in-time reads. */
export interface AutomationSnapshotsTable {
  streamId: string;
  version: number;
  seq: number;
  snapshot: ColumnType<unknown, string, string>;
}
