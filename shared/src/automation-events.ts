import { z } from "zod";
import { STEP_NAMES } from "./automation";
import type { EventDefinition, EventOf } from "./event-definition";

const RunId = z.string().min(1).max(64);
const Step = z.enum(STEP_NAMES);
const StepNumber = z.number().int().min(1).max(8);
const Ms = z.number().int().nonnegative();

const v1 = <Schema extends z.ZodType>(schema: Schema): EventDefinition<Schema> => ({ version: 1, schema });

/**
 * The stored event types of the automation stream, defined once: the server validates data with
 * these on append and on read, the history API and the admin take their names and shapes from here.
 * Adding a type is one entry here (plus the decider that emits it and the folds that read it).
 */
export const AUTOMATION_EVENTS = {
  AutomationStarted: v1(
    z.object({ intervalMinutes: z.number().int(), maxRunTimeMinutes: z.number().int().nullable() }),
  ),
  AutomationPaused: v1(z.object({})),
  AutomationResumed: v1(z.object({})),
  AutomationStopped: v1(z.object({ reason: z.enum(["operator", "max_run_time", "consecutive_failures"]) })),
  NextRunScheduled: v1(z.object({ runAt: z.string(), scheduleId: z.string() })),
  IntervalChanged: v1(z.object({ minutes: z.number().int() })),
  MaxRunTimeChanged: v1(z.object({ minutes: z.number().int().nullable() })),
  /** Step 1 weighs topics by their pages' store clicks (issue 35), or not. */
  TopicLearningChanged: v1(z.object({ enabled: z.boolean() })),
  LogsCleared: v1(z.object({})),
  DeadlineScheduled: v1(z.object({ checkAt: z.string() })),
  RunStarted: v1(z.object({ runId: RunId })),
  StepStarted: v1(z.object({ runId: RunId, step: Step, stepNumber: StepNumber })),
  StepCompleted: v1(
    z.object({
      runId: RunId,
      step: Step,
      stepNumber: StepNumber,
      durationMs: Ms,
      message: z.string(),
      output: z.unknown().optional(),
      landingPageId: z.number().int().nullable().optional(),
      warnings: z.array(z.string()).optional(),
    }),
  ),
  StepFailed: v1(z.object({ runId: RunId, step: Step, stepNumber: StepNumber, durationMs: Ms, error: z.string() })),
  RunCompleted: v1(z.object({ runId: RunId, durationMs: Ms, landingPageId: z.number().int().nullable() })),
  RunFailed: v1(z.object({ runId: RunId, durationMs: Ms, step: Step, error: z.string() })),
  RunAborted: v1(z.object({ runId: RunId, durationMs: Ms, step: Step.nullable(), reason: z.string() })),
  RunStopped: v1(z.object({ runId: RunId, durationMs: Ms })),
} as const;

export type AutomationEventType = keyof typeof AUTOMATION_EVENTS;
export const AUTOMATION_EVENT_TYPES = Object.keys(AUTOMATION_EVENTS) as AutomationEventType[];
export type AutomationEventData<T extends AutomationEventType> = z.output<(typeof AUTOMATION_EVENTS)[T]["schema"]>;
/** An automation event as decided: its type and its data at the current version. */
export type AutomationEvent = EventOf<typeof AUTOMATION_EVENTS>;

/** The events that mark a failure (an AutomationStopped only when its reason is consecutive_failures). */
export const AUTOMATION_FAILURE_TYPES = [
  "StepFailed",
  "RunFailed",
  "RunAborted",
  "AutomationStopped",
] as const satisfies readonly AutomationEventType[];

export function isAutomationFailure(event: { type: string; data: unknown }): boolean {
  if (!(AUTOMATION_FAILURE_TYPES as readonly string[]).includes(event.type)) return false;
  return event.type !== "AutomationStopped" || (event.data as { reason?: string }).reason === "consecutive_failures";
}
