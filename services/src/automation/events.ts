import { STEP_NAMES } from "@movebreak/shared/automation";
import { z } from "zod";

const RunId = z.string().min(1).max(64);
const Step = z.enum(STEP_NAMES);
const StepNumber = z.number().int().min(1).max(8);
const Ms = z.number().int().nonnegative();

/** One zod schema per stored event type: data is validated on append and on read. */
export const EVENT_SCHEMAS = {
  AutomationStarted: z.object({ intervalMinutes: z.number().int(), maxRunTimeMinutes: z.number().int().nullable() }),
  NextRunScheduled: z.object({ runAt: z.string(), scheduleId: z.string() }),
  AutomationPaused: z.object({}),
  AutomationResumed: z.object({}),
  AutomationStopped: z.object({ reason: z.enum(["operator", "max_run_time", "consecutive_failures"]) }),
  IntervalChanged: z.object({ minutes: z.number().int() }),
  MaxRunTimeChanged: z.object({ minutes: z.number().int().nullable() }),
  LogsCleared: z.object({}),
  DeadlineScheduled: z.object({ checkAt: z.string() }),
  RunStarted: z.object({ runId: RunId }),
  StepStarted: z.object({ runId: RunId, step: Step, stepNumber: StepNumber }),
  StepCompleted: z.object({
    runId: RunId,
    step: Step,
    stepNumber: StepNumber,
    durationMs: Ms,
    message: z.string(),
    output: z.unknown().optional(),
    landingPageId: z.number().int().nullable().optional(),
    warnings: z.array(z.string()).optional(),
  }),
  StepFailed: z.object({ runId: RunId, step: Step, stepNumber: StepNumber, durationMs: Ms, error: z.string() }),
  RunCompleted: z.object({ runId: RunId, durationMs: Ms, landingPageId: z.number().int().nullable() }),
  RunFailed: z.object({ runId: RunId, durationMs: Ms, step: Step, error: z.string() }),
  RunAborted: z.object({ runId: RunId, durationMs: Ms, step: Step.nullable(), reason: z.string() }),
  RunStopped: z.object({ runId: RunId, durationMs: Ms }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** An event as decided, before it is stored. */
export type NewEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

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

export function parseEventData(type: string, data: unknown): NewEvent {
  const schema = EVENT_SCHEMAS[type as EventType];
  if (!schema) throw new Error(`Unknown automation event type ${type}`);
  return { type, data: schema.parse(data) } as NewEvent;
}

export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as EventType[];
