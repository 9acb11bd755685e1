import { ADMIN_AUDIT_EVENTS } from "@movebreak/shared/admin-audit";
import { AUTOMATION_EVENTS } from "@movebreak/shared/automation-events";
import { type EventDefinitions, storedVersionOf, upcastData } from "@movebreak/shared/event-definition";
import { PAGE_JOB_EVENTS } from "@movebreak/shared/page-job-events";

export interface RecordedEvent {
  seq: number;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  meta: Record<string, unknown>;
  occurredAt: string;
}

/** Every stored event type with its version and upcaster (the type names of the streams do not overlap). */
const DEFINITIONS: EventDefinitions = { ...AUTOMATION_EVENTS, ...ADMIN_AUDIT_EVENTS, ...PAGE_JOB_EVENTS };

/** The meta an event is stored with: the caller's, with the schema version its data was written at. */
export function metaToStore(type: string, meta: Record<string, unknown>): Record<string, unknown> {
  const definition = DEFINITIONS[type];
  return definition ? { ...meta, schemaVersion: definition.version } : meta;
}

/** A stored event's data as its type's current version (the read path of every reader of the table). */
export function upcast(event: RecordedEvent): RecordedEvent {
  const definition = DEFINITIONS[event.type];
  if (!definition?.upcast) return event;
  return { ...event, data: upcastData(definition, storedVersionOf(event.meta), event.data) };
}

export const EVENT_COLUMNS = ["seq", "streamId", "streamVersion", "type", "data", "meta", "occurredAt"] as const;

/** A row of the event table, selected with EVENT_COLUMNS, as a recorded event (upcast). */
export function toRecorded(row: {
  seq: number;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  meta: unknown;
  occurredAt: Date;
}): RecordedEvent {
  return upcast({
    seq: Number(row.seq),
    streamId: row.streamId,
    version: row.streamVersion,
    type: row.type,
    data: row.data,
    meta: row.meta as Record<string, unknown>,
    occurredAt: row.occurredAt.toISOString(),
  });
}
