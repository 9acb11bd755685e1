import type { StoredEvent } from "./events";

export const RUN_QUEUE = "automation-run";
export const DEADLINE_QUEUE = "automation-deadline";

/** A run job: start the scheduled run, or continue a run that was paused mid-way. */
export type RunJobData = { scheduleId: string } | { resumeRunId: string };

export interface JobToSend {
  queue: string;
  data: object;
  startAfter?: Date;
}

/**
 * The jobs that committed events imply (pure). They are sent in the same
 * transaction as the events, so an event and its job commit together.
 */
export function jobsFor(events: readonly StoredEvent[], runIdAfter: string | null): JobToSend[] {
  const jobs: JobToSend[] = [];
  for (const event of events) {
    if (event.type === "NextRunScheduled") {
      jobs.push({
        queue: RUN_QUEUE,
        data: { scheduleId: event.data.scheduleId },
        startAfter: new Date(event.data.runAt),
      });
    } else if (event.type === "AutomationResumed" && runIdAfter !== null) {
      jobs.push({ queue: RUN_QUEUE, data: { resumeRunId: runIdAfter } });
    } else if (event.type === "DeadlineScheduled") {
      jobs.push({ queue: DEADLINE_QUEUE, data: {}, startAfter: new Date(event.data.checkAt) });
    }
  }
  return jobs;
}
