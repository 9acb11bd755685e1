import { ISLANDS, type IslandEntry } from "./registry";

/** The loader's own chunks, loaded for a page with at least one component island / with providers. */
const COMPONENT_LOADER = "src/app/islands/hydrate-component.tsx";
const PROVIDERS = "src/app/islands/island-providers.tsx";

/** What a page's islands load, as manifest keys: now, or once an island that waits starts. */
export interface IslandModules {
  /** For the islands that start with the page (the server modulepreloads their chunks: fetched and compiled). */
  now: string[];
  /**
   * Only for islands that wait for the reader (`when`: visible, interaction): the server asks for their chunks
   * with a low-priority prefetch, into the cache without compiling, so that a slow phone's load does not
   * spend its main thread on code it may never run, and a tap still finds it downloaded.
   */
  later: string[];
}

/**
 * The manifest keys of the code a page's islands load besides the entry (the island loader): each island's
 * chunk, with Preact's hydration code for a component island and the providers' code for one that needs them.
 * The server preloads or prefetches their chunks and the budget test weighs them (both walk the manifest with
 * `chunkFiles`, shared/src/vite-manifest.ts). Code loaded only later (the toaster with the first toast) is
 * not listed.
 */
export function islandModules(names: Iterable<string>): IslandModules {
  const now = new Set<string>();
  const later = new Set<string>();
  const entries = ISLANDS as Record<string, IslandEntry>;
  for (const name of names) {
    const entry = entries[name];
    if (!entry) continue;
    const into = "load" in entry && entry.when !== undefined ? later : now;
    into.add(entry.module);
    if ("load" in entry) {
      into.add(COMPONENT_LOADER);
      if (entry.providers?.length) into.add(PROVIDERS);
    }
  }
  return { now: [...now], later: [...later].filter((module) => !now.has(module)) };
}
