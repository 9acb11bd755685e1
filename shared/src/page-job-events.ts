import { z } from "zod";
import { STEP_NAMES } from "./automation";
import type { EventOf } from "./event-definition";

/** The events of one generation job's stream, page-job:<id>, each with its schema version. */
export const PAGE_JOB_EVENTS = {
  PageJobQueued: { version: 1, schema: z.object({ jobId: z.string() }) },
  PageJobStarted: { version: 1, schema: z.object({ jobId: z.string() }) },
  PageJobStepCompleted: {
    version: 1,
    schema: z.object({
      jobId: z.string(),
      step: z.enum(STEP_NAMES),
      durationMs: z.number().int(),
      message: z.string(),
    }),
  },
  PageJobCompleted: {
    version: 1,
    schema: z.object({ jobId: z.string(), landingPageId: z.number().int().nullable(), slug: z.string().nullable() }),
  },
  PageJobFailed: {
    version: 1,
    schema: z.object({ jobId: z.string(), step: z.enum(STEP_NAMES).nullable(), error: z.string() }),
  },
} as const;

export type PageJobEvent = EventOf<typeof PAGE_JOB_EVENTS>;
