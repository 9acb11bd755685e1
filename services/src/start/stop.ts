import type { Modules } from "./build-modules";
import type { Infrastructure } from "./infrastructure";
import type { Listening } from "./listen";
import type { OpenedDatabase } from "./open-database";

/** How long stop() lets requests and the current automation step finish before cutting them off. */
export const STOP_GRACE_MS = 10_000;

/**
 * Phase 7, on SIGTERM or a test's end: the reverse of the start, each step bounded by STOP_GRACE_MS. Called twice,
 * it returns the first call's promise.
 */
export function boundedStop(
  opened: OpenedDatabase,
  { queue, cpu, counters, fleet, secrets }: Infrastructure,
  { appended, automation, generation, reachCounter, pageCounter, stopLoginSweep, closeSessionEndings }: Modules,
  { server, draining }: Pick<Listening, "server" | "draining">,
  drainMs = 0,
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      // From now on /readyz answers 503: the edge and load balancers route new requests to other instances.
      draining.stopping = true;
      // Meanwhile a run or generation job in progress finishes its current step and is handed to another
      // instance's worker; bounded: a step still busy after this is failed by the queue's stop (a run's retry
      // records the run aborted, a generation job's retry does that step again).
      const handedOn = Promise.all([automation.stopWorkers(STOP_GRACE_MS), generation.stopWorkers(STOP_GRACE_MS)]);
      // New requests are still answered meanwhile (STOP_DRAIN_MS, for load balancers that poll /readyz).
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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
      await closeSessionEndings();
      await handedOn;
      await queue.stop({ graceful: true, timeoutMs: STOP_GRACE_MS });
      await cpu.destroy();
      await fleet.close();
      await secrets.close();
      await Promise.all([
        counters.pageViews.stop(),
        counters.routineOpens.stop(),
        reachCounter.stop(),
        pageCounter.stop(),
      ]);
      if (opened.ownsDatabase) await opened.database.close();
      opened.stopLoggingHealth();
    })();
    return stopping;
  };
}

/**
 * Stops `app` on SIGTERM or SIGINT, then exits: 0 once stopped, 1 if stopping fails or outlasts `boundMs`.
 * `onSignal` says what is happening first (the server's console line).
 */
export function stopOnSignals(
  app: { stop(): Promise<void> },
  boundMs: number,
  onSignal: (signal: NodeJS.Signals) => void = () => undefined,
): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      onSignal(signal);
      const timer = setTimeout(() => process.exit(1), boundMs);
      timer.unref();
      app.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
