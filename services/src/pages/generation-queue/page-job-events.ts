import { STEP_NAMES } from "@movebreak/shared/automation";
import { z } from "zod";

/** The events of one generation job's stream, page-job:<id>. */
export const PAGE_JOB_EVENT_SCHEMAS = {
  PageJobQueued: z.object({ jobId: z.string() }),
  PageJobStarted: z.object({ jobId: z.string() }),
  PageJobStepCompleted: z.object({
    jobId: z.string(),
    step: z.enum(STEP_NAMES),
    durationMs: z.number().int(),
    message: z.string(),
  }),
  PageJobCompleted: z.object({
    jobId: z.string(),
    landingPageId: z.number().int().nullable(),
    slug: z.string().nullable(),
  }),
  PageJobFailed: z.object({ jobId: z.string(), step: z.enum(STEP_NAMES).nullable(), error: z.string() }),
} as const;

export type PageJobEvent = {
  [T in keyof typeof PAGE_JOB_EVENT_SCHEMAS]: { type: T; data: z.infer<(typeof PAGE_JOB_EVENT_SCHEMAS)[T]> };
}[keyof typeof PAGE_JOB_EVENT_SCHEMAS];

export const pageJobStream = (jobId: string) => `page-job:${jobId}`;
export const PAGE_GENERATION_QUEUE = "page-generation";
