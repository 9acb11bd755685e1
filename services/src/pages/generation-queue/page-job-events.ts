export { PAGE_JOB_EVENTS, type PageJobEvent, pageJobStream } from "@movebreak/shared/page-job-events";
export const PAGE_GENERATION_QUEUE = "page-generation";
