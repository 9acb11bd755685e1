export { PAGE_JOB_EVENTS, type PageJobEvent } from "@movebreak/shared/page-job-events";

export const pageJobStream = (jobId: string) => `page-job:${jobId}`;
export const PAGE_GENERATION_QUEUE = "page-generation";
