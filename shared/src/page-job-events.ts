import { z } from "zod";
import { STEP_NAMES } from "./automation";
import type { EventOf } from "./event-definition";

/** Every generation job has a stream of its own, `page-job:<id>`; "page-job" alone names them all in the history filters. */
export const PAGE_JOB_STREAMS = "page-job";
export const pageJobStream = (jobId: string) => `${PAGE_JOB_STREAMS}:${jobId}`;

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
      /**
       * What the step left for the later ones: a job whose worker died resumes after its last completed step
       * from these (issue 31), instead of running every step, and publishing, again.
       */
      output: z.unknown().optional(),
      /** The page the publish step wrote, in the same transaction as this event. */
      landingPageId: z.number().int().optional(),
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
