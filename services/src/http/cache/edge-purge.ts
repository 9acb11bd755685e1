import pLimit from "p-limit";
import pRetry from "p-retry";
import type { Logger } from "pino";
import { type PublicAddresses, purgePaths } from "./surrogate-keys";

/** How the edge is told (EDGE_PURGE_STYLE): the contract of issue 32 (docs/decisions.md). */
export type PurgeStyle = "keys" | "nginx";

export interface EdgePurgeOptions {
  /** EDGE_PURGE_URL: the keys style POSTs to it; the nginx style sends PURGE to it followed by each path. */
  url: string;
  style: PurgeStyle;
  /** Every public address now (read after the write committed): a purge names the paths the keys affect. */
  addresses(): Promise<PublicAddresses>;
  logger: Pick<Logger, "warn">;
  /** Per request (default 2 s): a hung edge never holds a purge, or anything else, for long. */
  timeoutMs?: number;
  /** Tries after the first, with backoff (default 3: 0.2 s, 0.6 s, 1.8 s). */
  retries?: number;
}

export interface EdgePurge {
  /** Tells the edge that `keys` changed, in the background: never throws, never fails the caller's write. */
  purge(keys: readonly string[]): void;
  /** Resolves once every purge asked for so far has been sent or given up (tests; a stop). */
  settled(): Promise<void>;
}

/** Requests in flight at once for the nginx style (one per path): an import's purge of every page stays polite. */
const NGINX_CONCURRENCY = 8;

/**
 * The purge hook. Purges run one after another; keys asked for while one runs are merged into the next, so a
 * burst of writes (a workflow publishing pages) costs a few purges, not one per write. A failure is logged at
 * warn and dropped: the pages it missed live s-maxage seconds at the edge at most.
 */
export function edgePurge(options: EdgePurgeOptions): EdgePurge {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const retry = { retries: options.retries ?? 3, minTimeout: 200, factor: 3 };
  // Logged without the URL's path or credentials: the edge's origin names it enough.
  const edge = new URL(options.url).origin;
  let pending = new Set<string>();
  let draining: Promise<void> | undefined;

  const request = (method: string, url: string, body?: string) =>
    pRetry(async () => {
      const response = await fetch(url, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body, headers: { "content-type": "application/json" } }),
      });
      await response.body?.cancel();
      // nginx's cache purge answers 404 for an address it does not hold: nothing to purge is not a failure.
      if (!response.ok && !(method === "PURGE" && response.status === 404)) {
        throw new Error(`${method} answered ${response.status}`);
      }
    }, retry);

  const send = async (keys: string[]) => {
    const paths = purgePaths(keys, await options.addresses());
    if (options.style === "keys") {
      await request("POST", options.url, JSON.stringify({ keys, paths }));
      return;
    }
    const limit = pLimit(NGINX_CONCURRENCY);
    const failed = (await Promise.allSettled(paths.map((path) => limit(() => request("PURGE", options.url + path)))))
      .map((outcome) => (outcome.status === "rejected" ? outcome.reason : undefined))
      .filter((reason) => reason !== undefined);
    if (failed.length > 0)
      throw new AggregateError(failed, `${failed.length} of ${paths.length} PURGE requests failed`);
  };

  const drain = async () => {
    while (pending.size > 0) {
      const keys = [...pending];
      pending = new Set();
      try {
        await send(keys);
      } catch (error) {
        // The first failure's reason, with its cause's code (ECONNREFUSED, a timeout): never a body or a header.
        const first: unknown = error instanceof AggregateError ? error.errors[0] : error;
        const reason = first instanceof Error ? first.message : String(first);
        const code = first instanceof Error ? (first.cause as { code?: string } | undefined)?.code : undefined;
        const summary = error instanceof Error ? error.message : reason;
        options.logger.warn({ edge, style: options.style, keys, summary, reason, code }, "Edge purge failed");
      }
    }
    draining = undefined;
  };

  return {
    purge(keys) {
      for (const key of keys) pending.add(key);
      if (!draining && pending.size > 0) draining = drain();
    },
    settled: () => draining ?? Promise.resolve(),
  };
}
