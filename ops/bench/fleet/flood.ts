/**
 * The flood of bench:fleet: one loop per client address (127.0.x.y, 1,000 by default), each sending its next GET
 * as soon as the last one answered, through the edge. Nine requests in ten are public pages (what the edge should
 * answer); the tenth carries a new ?utm_source, which the edge has never seen, so it always reaches an instance
 * (the traffic a restart or a kill can lose).
 */
import { agentFor, clientAddress, getFrom } from "../../fleet/loopback-client";

export interface FloodCounts {
  sent: number;
  /** Answers by HTTP status; 0 = no answer (refused, reset, timed out). */
  statuses: Record<string, number>;
  /** The public pages' answers by X-Cache-Status. */
  pageCache: Record<string, number>;
  /** Every request that got no answer or a 5xx (429s are counted apart, in statuses). */
  failed: number;
  /** Client-side latency of every request, ms. */
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}

export interface Flood {
  stop(): Promise<FloodCounts>;
}

/** The answers the edge gave from its cache (fresh, stale, or stale while it fetches a new copy); REVALIDATED asked an instance. */
export const FROM_EDGE = new Set(["HIT", "STALE", "UPDATING"]);

const rank = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? 0;

export function startFlood(edgeUrl: string, pages: readonly string[], clients: number): Flood {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const pageCache: Record<string, number> = {};
  const times: number[] = [];
  let sent = 0;
  let failed = 0;
  let running = true;
  const loops = Array.from({ length: clients }, async (_, c) => {
    const agent = agentFor(clientAddress(c), 1);
    let n = c;
    while (running) {
      n += 1;
      sent += 1;
      const toInstance = n % 20 === 0;
      const path = toInstance ? `/movements?utm_source=fleet-${c}-${n}` : (pages[n % pages.length] ?? "/");
      const answer = await getFrom(`${edgeUrl}${path}`, agent);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 0 || answer.status >= 500) failed += 1;
      if (!toInstance) {
        const cache = answer.cache ?? "none";
        pageCache[cache] = (pageCache[cache] ?? 0) + 1;
      }
      times.push(answer.ms);
    }
    agent.destroy();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = times.sort((a, b) => a - b);
      return {
        sent,
        statuses,
        pageCache,
        failed,
        p50: rank(sorted, 50),
        p99: rank(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      };
    },
  };
}

/** The share of public page answers that came from the edge's cache, in percent (one decimal). */
export function edgeShare(pageCache: Readonly<Record<string, number>>): number {
  const total = Object.values(pageCache).reduce((a, b) => a + b, 0);
  const fromEdge = Object.entries(pageCache)
    .filter(([status]) => FROM_EDGE.has(status))
    .reduce((sum, [, n]) => sum + n, 0);
  return total ? Math.round((fromEdge / total) * 1000) / 10 : 0;
}
