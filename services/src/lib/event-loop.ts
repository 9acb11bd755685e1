/**
 * Keeping the event loop turning. A chain of already-resolved promises runs as
 * one macrotask however long it is: with PGlite every query resolves without
 * I/O, so a run (and, with a short interval, pg-boss fetching the next run at
 * once) can become one endless microtask chain in which no timer or socket
 * ever gets a turn. These helpers put a macrotask boundary into such chains.
 */

/** Resolves on the next turn of the event loop, after pending I/O callbacks and timers have had theirs. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A cheap check for call sites on hot paths (every PGlite query): it yields
 * only when the event loop has not turned for `budgetMs`, so code that does
 * real I/O or waits anyway pays nothing but a timestamp read.
 */
export function starvationGuard(budgetMs: number): () => Promise<void> | undefined {
  let lastTurn = performance.now();
  let probe: NodeJS.Immediate | undefined;
  const turned = () => {
    lastTurn = performance.now();
    probe = undefined;
  };
  return () => {
    // The probe fires on the next turn; while it has not fired, the loop has not turned since it was set.
    if (!probe) {
      lastTurn = performance.now();
      probe = setImmediate(turned);
      probe.unref();
      return undefined;
    }
    if (performance.now() - lastTurn < budgetMs) return undefined;
    return yieldToEventLoop();
  };
}
