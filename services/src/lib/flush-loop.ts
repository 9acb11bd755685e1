export interface FlushLoop {
  /** Writes what is waiting (after any write already running); a failed write puts its batch back. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
  /** Resolves once no write is running. */
  idle(): Promise<void>;
  /** Goes up when a write starts and when it ends: a read that saw it unchanged overlapped no write. */
  readonly epoch: number;
}

export interface FlushLoopOptions<B> {
  /** Takes what is waiting and empties it; undefined when there is nothing to write. */
  take(): B | undefined;
  write(batch: B): Promise<void>;
  /** Adds a batch whose write failed back to what is waiting, for the next flush. */
  putBack(batch: B): void;
  onError(error: unknown): void;
  everyMs: number;
}

/**
 * Counts kept in memory and written in batches on a timer (the visit counter, the reach counter): one write
 * at a time, so a flush waits for the one running and a batch is never written twice or lost on a failure.
 */
export function flushLoop<B>(options: FlushLoopOptions<B>): FlushLoop {
  let writing: Promise<void> | undefined;
  let epoch = 0;

  const idle = async () => {
    while (writing) await writing;
  };
  const flush = async () => {
    await idle();
    const batch = options.take();
    if (batch === undefined) return;
    epoch++;
    writing = options
      .write(batch)
      .catch((error) => {
        options.putBack(batch);
        options.onError(error);
      })
      .finally(() => {
        epoch++;
        writing = undefined;
      });
    await writing;
  };
  const timer = setInterval(() => void flush(), options.everyMs);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
    idle,
    get epoch() {
      return epoch;
    },
  };
}
