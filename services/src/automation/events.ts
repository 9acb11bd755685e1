import { AUTOMATION_EVENTS, type AutomationEvent, type AutomationEventType } from "@movebreak/shared/automation-events";
import { z } from "zod";

/* The automation's event types are defined once, in shared/src/automation-events.ts; these are the server's names for them. */

export type EventType = AutomationEventType;

/** An event as decided, before it is stored. */
export type NewEvent = AutomationEvent;

export const EventMetaSchema = z.object({
  /** Who issued it: "admin", "api-key" or "system". */
  actor: z.string(),
  requestId: z.string().optional(),
  cause: z.string().optional(),
});
export type EventMeta = z.infer<typeof EventMetaSchema>;

/** An event as stored. */
export type StoredEvent = NewEvent & {
  seq: number;
  streamId: string;
  version: number;
  meta: EventMeta;
  occurredAt: string;
};

/** Validates data against its type's current schema (on append, and on read after the event store upcast it). */
export function parseEventData(type: string, data: unknown): NewEvent {
  const definition = AUTOMATION_EVENTS[type as EventType];
  if (!definition) throw new Error(`Unknown automation event type ${type}`);
  return { type, data: definition.schema.parse(data) } as NewEvent;
}
