import { LRUCache } from "lru-cache";
import type { CacheResult } from "./metrics";

export interface ReadCacheOptions<V extends object> {
  /** How long an entry may be served: the bound on staleness for writes made by another instance. */
  ttlMs: number;
  /** The most bytes (by `sizeOf`) the cache holds; least recently used entries go first. */
  maxBytes: number;
  sizeOf: (value: V) => number;
  /** Only what this accepts is kept (a 404 or an error page never is). */
  keep?: (value: V) => boolean;
  /**
   * A load that fails with an error this accepts is answered with the key's expired entry, when there is one
   * (the public pages while the database is away). Expired entries are then kept until evicted or invalidated.
   */
  staleIfError?: (error: unknown) => boolean;
  /** Told of every lookup: whether it was answered from memory (the operations metrics' hit ratio). */
  onLookup?: (result: CacheResult) => void;
}

type Load<V> = () => Promise<V>;

/**
 * An in-memory cache for reads that many visitors share (catalog lists, rendered pages), on lru-cache's
 * `fetch`: concurrent misses for one key share one load (the first caller's `load`); `invalidate()` empties
 * it at once when this instance changes what the reads show, and a load that began before the invalidation
 * is served to its callers but never stored (lru-cache aborts it; `ignoreFetchAbort` lets it finish unstored).
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V, Load<V>>;
  readonly #onLookup: ((result: CacheResult) => void) | undefined;

  constructor(options: ReadCacheOptions<V>) {
    const keep = options.keep ?? (() => true);
    const staleIfError = options.staleIfError;
    this.#onLookup = options.onLookup;
    this.#entries = new LRUCache<string, V, Load<V>>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
      // An entry larger than the whole cache is simply not kept.
      maxEntrySize: options.maxBytes,
      // An expired entry stays (until evicted) for staleIfError, even when looked up or when its reload fails.
      noDeleteOnStaleGet: staleIfError !== undefined,
      noDeleteOnFetchRejection: staleIfError !== undefined,
      ignoreFetchAbort: true,
      fetchMethod: async (_key, expired, { context: load, options: setOptions, signal }) => {
        try {
          const value = await load();
          // Not kept: sized past maxEntrySize, which lru-cache refuses to store.
          if (!keep(value)) setOptions.size = options.maxBytes + 1;
          return value;
        } catch (error) {
          // Served, not stored again: the entry stays expired, so the next read tries to load once more.
          if (expired === undefined || signal.aborted || !staleIfError?.(error)) throw error;
          setOptions.noUpdateTTL = true;
          return expired;
        }
      },
    });
  }

  async get(key: string, load: Load<V>): Promise<V> {
    const status: LRUCache.Status<string, V, Load<V>> = {};
    const value = this.#entries.fetch(key, { context: load, status });
    // Known once fetch has begun (before its load settles): a load in flight that this lookup joins is a hit.
    this.#onLookup?.(status.fetch === "hit" || status.fetch === "inflight" ? "hit" : "miss");
    const settled = await value;
    // fetch answers undefined only for a load aborted before it answered, which ignoreFetchAbort rules out.
    if (settled === undefined) throw new Error(`read cache: no value for ${key}`);
    return settled;
  }

  invalidate(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
