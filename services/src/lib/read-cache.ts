import { LRUCache } from "lru-cache";

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
}

/**
 * An in-memory cache for reads that many visitors share (catalog lists, rendered
 * pages). Concurrent misses for one key share one load; `invalidate()` empties it
 * at once when this instance changes what the reads show, and a load that began
 * before the invalidation is served to its callers but never stored.
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  readonly #loading = new Map<string, Promise<V>>();
  readonly #keep: (value: V) => boolean;
  readonly #staleIfError: ((error: unknown) => boolean) | undefined;
  #generation = 0;

  constructor(options: ReadCacheOptions<V>) {
    this.#entries = new LRUCache<string, V>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
      // An entry larger than the whole cache is simply not kept.
      maxEntrySize: options.maxBytes,
      // An expired entry stays (until evicted) for staleIfError, instead of being dropped when looked up.
      noDeleteOnStaleGet: options.staleIfError !== undefined,
    });
    this.#keep = options.keep ?? (() => true);
    this.#staleIfError = options.staleIfError;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const loading = load()
      .then(
        (value) => {
          if (generation === this.#generation && this.#keep(value)) this.#entries.set(key, value);
          return value;
        },
        (error: unknown) => {
          const stale =
            generation === this.#generation && this.#staleIfError?.(error)
              ? this.#entries.get(key, { allowStale: true })
              : undefined;
          if (stale === undefined) throw error;
          return stale;
        },
      )
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
