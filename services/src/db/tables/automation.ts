import type { ColumnType, Generated } from "kysely";

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

// The read models' tables are declared with their models (automation/projections/<model>.ts), and db/schema.ts
// takes them from their registry (projections/registry.ts).

/** Projection: the folded state after every 1000th event, for point-in-time reads. */
export interface AutomationSnapshotsTable {
  streamId: string;
  version: number;
  seq: number;
  snapshot: ColumnType<unknown, string, string>;
}
