import { starvationGuard } from "../lib/event-loop";

/** How long a chain of queries may keep the event loop from timers and sockets. */
const STARVATION_BUDGET_MS = 10;

/**
 * PGlite has one session. A transaction is just BEGIN ... COMMIT on that
 * session, so any other caller's statement sent in between would run inside
 * it (and be rolled back with it). The gate serialises whole units of work
 * (one statement, or one transaction from BEGIN to COMMIT) across every
 * caller: kysely, pg-boss and raw executors alike.
 */
export class SessionGate {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  // PGlite answers without I/O, so a chain of queries never returns to the event loop by itself.
  private readonly starving = starvationGuard(STARVATION_BUDGET_MS);

  /** Waits for the session, returns the function that hands it on. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => held);
    this.waiting += 1;
    await previous;
    this.waiting -= 1;
    // Yield while holding the turn, so the session order stays as requested.
    const turn = this.starving();
    if (turn) await turn;
    let released = false;
    return () => {
      if (!released) {
        released = true;
        release();
      }
    };
  }

  /** Runs one unit of work with the session held. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** How many callers wait for the session now (for readiness and tests). */
  get queueLength(): number {
    return this.waiting;
  }
}
