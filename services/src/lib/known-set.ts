import { ReadCache } from "./read-cache";

/** How long a removed value may still be known (a deleted page, a location removed by an import). */
const KNOWN_SET_TTL_MS = 30_000;
/**
 * A value missing from a set read longer ago than this reads the set again: one just added (a page published, a
 * location imported) is known at once, and made-up values cost at most one read of the set every 2 s.
 */
const MISS_RECHECK_MS = 2_000;

/**
 * Whether a value is in a set read from the database (the data pages' addresses, the catalog's location ids),
 * checked in memory: the set is read every 30 s, or on a miss every 2 s at most, so a flood of made-up values
 * costs no query each.
 */
export function knownSet(load: () => Promise<Iterable<string>>): (value: string) => Promise<boolean> {
  const cache = new ReadCache<{ values: Set<string>; readAt: number }>({
    ttlMs: KNOWN_SET_TTL_MS,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: ({ values }) => values.size * 64,
  });
  const read = async () => ({
    values: new Set(await load()),
    // Monotonic, like the cache's own TTL (a test's fixed clock must not stop the set being read again).
    readAt: performance.now(),
  });
  return async (value) => {
    const known = await cache.get("set", read);
    if (known.values.has(value)) return true;
    if (performance.now() - known.readAt < MISS_RECHECK_MS) return false;
    cache.invalidate();
    return (await cache.get("set", read)).values.has(value);
  };
}
