/** Work that is running, so that a stop can wait for it (bounded). */
export interface WorkInFlight {
  /** Runs `work` and keeps it counted until it settles. */
  track(work: () => Promise<void>): Promise<void>;
  /** Resolves once everything tracked now has settled, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

export function workInFlight(): WorkInFlight {
  const working = new Set<Promise<void>>();
  return {
    async track(work) {
      const running = work();
      working.add(running);
      try {
        await running;
      } finally {
        working.delete(running);
      }
    },
    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...working]), timeout]);
      clearTimeout(timer);
    },
  };
}

/**
 * What a worker with multi-step jobs (automation runs, generation jobs) needs to stop gracefully (issue 32): once
 * `drain()` is called the worker finishes the step it is on and hands the rest of the job to another instance's
 * worker (a job sent again, which resumes from the committed steps) instead of starting the next step.
 * pg-boss's own stop fails an active job at once, so the server drains its workers before it stops the queue.
 */
export interface JobDrain {
  /** The server is stopping: start no new step. */
  readonly draining: boolean;
  /** Runs one job's work, so that drain() can wait for it. */
  track(work: () => Promise<void>): Promise<void>;
  /** Sets `draining` and resolves once every tracked job has returned, or after `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
}

export function jobDrain(): JobDrain {
  let draining = false;
  const working = workInFlight();
  return {
    get draining() {
      return draining;
    },
    track: working.track,
    drain(timeoutMs) {
      draining = true;
      return working.settled(timeoutMs);
    },
  };
}
