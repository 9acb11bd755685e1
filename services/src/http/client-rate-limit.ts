import { BlockList } from "node:net";
import type { Request, RequestHandler } from "express";
import { type ClientRateLimitInfo, rateLimit, type Store } from "express-rate-limit";
import { LRUCache } from "lru-cache";
import type { AddressEntry } from "../config";

export const CLIENT_RATE_WINDOW_MS = 10_000;

export interface ClientBudgetOptions {
  /** Requests per client address per 10 s. */
  limit: number;
  /** Client addresses remembered; the least recently seen are forgotten first (memory stays bounded). */
  maxClients: number;
  /** A request that is not counted: an operator's (a session this instance confirmed lately), a health check. */
  uncounted: (req: Request) => boolean;
  /** Injected for tests (fake timers); Date.now by default. */
  now?: () => number;
}

/**
 * One budget for everything anonymous, checked first and in memory: `limit` requests per client address per
 * 10 s, whatever the path, then 429 with Retry-After until the window ends. A visitor loading pages, the
 * player and its clips stays far below it; a flood from one address gets cheap refusals instead of pages, and
 * no refusal touches the database (docs/decisions.md, "Hostile traffic"). Only requests `uncounted` says so
 * pass without counting. Counts live in memory, per instance, in an LRU of `maxClients` addresses.
 */
export function clientRateLimit(options: ClientBudgetOptions): RequestHandler & { store: LruRateStore } {
  const store = new LruRateStore(options.maxClients, options.now);
  const limiter = rateLimit({
    windowMs: CLIENT_RATE_WINDOW_MS,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store,
    skip: (req) => options.uncounted(req),
    handler: (req, res) => {
      const retryAfter = Number(res.getHeader("retry-after")) || CLIENT_RATE_WINDOW_MS / 1000;
      const message = `Too many requests from your address; try again in ${retryAfter} seconds`;
      res.status(429).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      if (req.path.startsWith("/api/")) res.json({ error: message });
      else res.type("text/plain").send(message);
    },
  });
  return Object.assign(limiter, { store });
}

/** express-rate-limit's fixed window per key, kept in a bounded LRU instead of an unbounded map. */
export class LruRateStore implements Store {
  localKeys = true;
  private windowMs = CLIENT_RATE_WINDOW_MS;
  private readonly hits: LRUCache<string, { totalHits: number; resetTime: Date }>;

  constructor(
    max: number,
    private readonly now: () => number = Date.now,
  ) {
    this.hits = new LRUCache({ max });
  }

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs;
  }

  /** Addresses remembered now (at most `max`). */
  get size(): number {
    return this.hits.size;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    const entry = this.hits.get(key);
    if (entry && entry.resetTime.getTime() > now) {
      entry.totalHits++;
      return entry;
    }
    const fresh = { totalHits: 1, resetTime: new Date(now + this.windowMs) };
    this.hits.set(key, fresh);
    return fresh;
  }

  decrement(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.totalHits > 0) entry.totalHits--;
  }

  resetKey(key: string): void {
    this.hits.delete(key);
  }
}

/** Whether a client address is one of HEALTH_CHECK_ADDRESSES (the load balancer's). */
export function addressMatcher(entries: readonly AddressEntry[]): (ip: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const { address, family, prefix } of entries) {
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return (ip) => {
    if (!ip) return false;
    // An IPv4 client on a dual-stack socket is written ::ffff:a.b.c.d.
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    try {
      return v4 ? list.check(v4, "ipv4") : list.check(ip, ip.includes(":") ? "ipv6" : "ipv4");
    } catch {
      return false;
    }
  };
}
