import { z } from "zod";
import { ADMIN_AUDIT_EVENTS } from "../admin-audit";
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES, STEP_NAMES } from "../automation";
import { AUTOMATION_EVENTS } from "../automation-events";
import { eventUnionSchema } from "../event-definition";
import { PAGE_JOB_EVENTS } from "../page-job-events";
import { isoDateTime, text } from "./common";

export const AutomationStatusValueSchema = z.enum(["stopped", "running", "paused", "error"]);
export type AutomationStatusValue = z.infer<typeof AutomationStatusValueSchema>;

/** Admin spec section 3, Automation status. */
export const AutomationStatusSchema = z.object({
  status: AutomationStatusValueSchema,
  isRunning: z.boolean(),
  intervalMinutes: z.number().int(),
  totalRuns: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  nextRunAt: z.string().nullable(),
  remainingTimeMinutes: z.number().nullable(),
  maxRunTimeMinutes: z.number().int().nullable(),
  /** Whether step 1 weighs topics by their pages' store clicks (issue 35; PUT /api/automation/topic-learning). */
  topicLearning: z.boolean(),
  currentStep: z.number().int().min(0).max(8),
  currentStepName: z.enum(STEP_NAMES).nullable(),
  currentRunId: z.string().nullable(),
  isRunningWorkflow: z.boolean(),
  lastRunAt: z.string().nullable(),
  stopReason: z.string().nullable(),
  /**
   * Present (true) while the run in progress has lost its worker (a killed instance) and before another
   * instance aborts it, within 30 s: the dashboard says "stalled: its worker stopped" (issue 31).
   */
  workerStalled: z.boolean().optional(),
});
export type AutomationStatus = z.infer<typeof AutomationStatusSchema>;

export const ActivityLogEntrySchema = z.object({
  id: z.number().int(),
  runId: z.string(),
  status: z.enum(["completed", "failed", "in_progress"]),
  step: z.enum(STEP_NAMES),
  stepNumber: z.number().int(),
  message: z.string(),
  executionTimeMs: z.number().int().nullable(),
  landingPageId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ActivityLogEntry = z.infer<typeof ActivityLogEntrySchema>;

export const ConsoleLineSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  level: z.enum(["info", "warn", "error"]),
  step: z.enum(STEP_NAMES).nullable(),
  stepNumber: z.number().int().nullable(),
  message: z.string(),
  executionTime: z.number().int().nullable(),
  runId: z.string().nullable(),
});
export type ConsoleLine = z.infer<typeof ConsoleLineSchema>;

export const ConsoleResponseSchema = z.object({
  status: AutomationStatusSchema,
  timestamp: z.string(),
  logs: z.array(ConsoleLineSchema),
});

export const AutomationMetricsSchema = z.object({
  totalRuns: z.number().int(),
  /** Percent, 0-100. */
  successRate: z.number(),
  /** Milliseconds per finished run. */
  averageExecutionTime: z.number(),
  activeJobs: z.number().int(),
  totalJobs: z.number().int(),
  lastRunTime: z.string().nullable(),
});
export type AutomationMetrics = z.infer<typeof AutomationMetricsSchema>;

export const LimitQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(AUTOMATION_LIMITS.logLimit.max, `limit must be at most ${AUTOMATION_LIMITS.logLimit.max}`)
    .default(AUTOMATION_LIMITS.logLimit.default),
});

export const IntervalBodySchema = z.object(
  {
    minutes: z
      .number({ error: AUTOMATION_MESSAGES.invalidInterval })
      .int(AUTOMATION_MESSAGES.invalidInterval)
      .min(AUTOMATION_LIMITS.interval.min, AUTOMATION_MESSAGES.invalidInterval)
      .max(AUTOMATION_LIMITS.interval.max, AUTOMATION_MESSAGES.invalidInterval),
  },
  { error: AUTOMATION_MESSAGES.invalidInterval },
);

/** {minutes} or a bare null/{minutes: null} for unlimited (the spec says "{minutes} or null"). */
export const MaxRunTimeBodySchema = z.union(
  [
    z.null(),
    z.object({
      minutes: z
        .number({ error: AUTOMATION_MESSAGES.invalidMaxRunTime })
        .int(AUTOMATION_MESSAGES.invalidMaxRunTime)
        .min(AUTOMATION_LIMITS.maxRunTime.min, AUTOMATION_MESSAGES.invalidMaxRunTime)
        .max(AUTOMATION_LIMITS.maxRunTime.max, AUTOMATION_MESSAGES.invalidMaxRunTime)
        .nullable(),
    }),
  ],
  { error: AUTOMATION_MESSAGES.invalidMaxRunTime },
);

/** {enabled}: step 1 learns from its pages' store clicks, or spreads topics across the matrix only. */
export const TopicLearningBodySchema = z.object(
  { enabled: z.boolean({ error: "enabled must be true or false" }) },
  { error: 'Send {"enabled": true} or {"enabled": false}' },
);

export const CommandResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/* History (replay and audit). */

/** Run ids are UUIDs: letters, digits and hyphens (anything else names no run, and would not fit a file name). */
const RunIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "runId may contain only letters, digits, underscores and hyphens");

const booleanish = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** A seq cursor of the events API: the seq of an event the reader has seen (exclusive bound). */
const seqCursor = (name: string) =>
  z.coerce.number().int(`${name} must be an event seq`).min(0, `${name} must be 0 or more`);

/**
 * GET /api/automation/events (and its live stream): one page of the event table, read by seq cursors
 * in either direction. `order=asc` (the default) reads the oldest first after `afterSeq`; `order=desc`
 * reads the newest first, before `beforeSeq` when given (older pages), or the oldest of those after
 * `afterSeq` (newer pages, still shown newest first). Every filter narrows the same query.
 */
const eventFilters = {
  runId: RunIdSchema.optional(),
  /** One stream ("automation", "admin-audit", "page-job:<id>"), or "page-job" for every page job. */
  stream: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z][a-z0-9:-]*$/, "stream must name one event stream, such as admin-audit")
    .optional(),
  type: text()
    .trim()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : undefined,
    ),
  /** Who did it, as the events record it ("system", "api-key", "admin (session 1a2b3c4d)"), or how that begins ("admin"). */
  actor: text().trim().min(1, "actor must not be empty").max(200, "actor must be at most 200 characters").optional(),
  failed: booleanish.optional(),
  from: isoDateTime("from must be an ISO date-time").optional(),
  to: isoDateTime("to must be an ISO date-time").optional(),
};
const fromBeforeTo: [
  (q: { from?: string | undefined; to?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to),
  { message: "from must be before to", path: ["from"] },
];

export const EventsQuerySchema = z
  .object({
    ...eventFilters,
    afterSeq: seqCursor("afterSeq").default(0),
    beforeSeq: seqCursor("beforeSeq").min(1, "beforeSeq must be 1 or more").optional(),
    order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("asc"),
    limit: z.coerce
      .number()
      .int()
      .min(1, "limit must be at least 1")
      .max(1000, "limit must be at most 1000")
      .default(100),
  })
  .refine(...fromBeforeTo)
  .refine((q) => q.beforeSeq === undefined || q.beforeSeq > q.afterSeq, {
    message: "beforeSeq must be greater than afterSeq",
    path: ["beforeSeq"],
  });
export type EventsQuery = z.infer<typeof EventsQuerySchema>;

/** GET /api/automation/events/actors: who the latest events were recorded for, the actor filter's suggestions. */
export const EventActorsSchema = z.object({
  /** Each actor once, the most recent first; a session's actor is also offered as what it begins with ("admin"). */
  actors: z.array(z.string()),
});
export type EventActors = z.infer<typeof EventActorsSchema>;

/** The filters of the live stream: those of the list, without paging (it starts at Last-Event-ID or afterSeq). */
export const EventStreamQuerySchema = z
  .object({ ...eventFilters, afterSeq: seqCursor("afterSeq").optional() })
  .refine(...fromBeforeTo);

export const StateAtQuerySchema = z.object({
  at: z.coerce
    .number({ error: "at must be an event seq" })
    .int("at must be an event seq")
    .min(1, "at must be an event seq"),
});

export const RunIdParamsSchema = z.object({ runId: RunIdSchema });

/**
 * One stored event of any stream (automation, admin-audit, page-job:<id>): `data` is typed by `type`,
 * from the one definition of each event type (data is upcast to its type's current version when read).
 */
export const HistoryEventSchema = eventUnionSchema(
  { ...AUTOMATION_EVENTS, ...ADMIN_AUDIT_EVENTS, ...PAGE_JOB_EVENTS },
  {
    seq: z.number().int(),
    streamId: z.string(),
    version: z.number().int(),
    meta: z.record(z.string(), z.unknown()),
    occurredAt: z.string(),
  },
);
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;

/**
 * How a run ended, from its terminal event (RunCompleted, RunFailed, RunAborted, RunStopped) whether or not
 * the filters show that event; running while it has none.
 */
export const RunOutcomeSchema = z.object({
  runId: z.string(),
  outcome: z.enum(["running", "completed", "failed", "aborted", "stopped"]),
});
export type RunOutcome = z.infer<typeof RunOutcomeSchema>;

/** A page of GET /api/automation/events. */
export const EventsPageSchema = z.object({
  events: z.array(HistoryEventSchema),
  /** The outcome of each run the page's automation events belong to. */
  runs: z.array(RunOutcomeSchema),
  order: z.enum(["asc", "desc"]),
  /** More events in the direction read: older for a newest-first read from the head or beforeSeq, else newer. */
  hasMore: z.boolean(),
  /** Pass back as afterSeq for the events after this page (safe to follow live; it can pass events a filter left out). */
  nextAfterSeq: z.number().int(),
  /** Pass back as beforeSeq (order=desc) for the events before this page; null when there are none. */
  nextBeforeSeq: z.number().int().nullable(),
});
export type EventsPage = z.infer<typeof EventsPageSchema>;
