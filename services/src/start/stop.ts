import type { Server } from "node:http";
import type { Modules } from "./build-modules";
import type { Infrastructure } from "./infrastructure";
import type { OpenedDatabase } from "./open-database";

/** How long stop() lets requests and the current automation step finish before cutting them off. */
export const STOP_GRACE_MS = 10_000;

/**
 * Phase 7, on SIGTERM or a test's end: the reverse of the start, each step bounded by STOP_GRACE_MS. Called twice,
 * it returns the first call's promise.
 */
export function boundedStop(
  opened: OpenedDatabase,
  { queue, cpu, counters }: Infrastructure,
  { appended, automation, reachCounter, stopLoginSweep }: Modules,
  server: Server,
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      // Live history streams end first: the browser reconnects to another instance or after the restart.
      await appended.close();
      // Stop accepting, let requests in flight finish, and close each kept-alive connection as soon as it is
      // idle; a request still open after the grace period (a stalled client, a stream) is cut.
      await new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      stopLoginSweep();
      // Bounded: a run still busy after this is failed (pg-boss retries it) and its signal fires.
      automation.stopWorkers();
      await queue.stop({ graceful: true, timeoutMs: STOP_GRACE_MS });
      await cpu.destroy();
      await Promise.all([counters.pageViews.stop(), counters.routineOpens.stop(), reachCounter.stop()]);
      if (opened.ownsDatabase) await opened.database.close();
      opened.stopLoggingHealth();
    })();
    return stopping;
  };
}
