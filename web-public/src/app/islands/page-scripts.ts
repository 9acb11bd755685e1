import { ISLANDS, type IslandEntry } from "./registry";

/** The loader's own chunks, loaded for a page with at least one component island / with providers. */
const COMPONENT_LOADER = "src/app/islands/hydrate-component.tsx";
const PROVIDERS = "src/app/islands/island-providers.tsx";

/**
 * The manifest keys of the code a page's islands load besides the entry (the island loader): each island's
 * chunk, with Preact's hydration code for a component island and the providers' code for one that needs them.
 * The server preloads their chunks and the budget test weighs them (both walk the manifest with
 * `chunkFiles`, shared/src/vite-manifest.ts). Code loaded only later (the toaster with the first toast) is
 * not listed.
 */
export function islandModules(names: Iterable<string>): string[] {
  const modules = new Set<string>();
  const entries = ISLANDS as Record<string, IslandEntry>;
  for (const name of names) {
    const entry = entries[name];
    if (!entry) continue;
    modules.add(entry.module);
    if ("load" in entry) {
      modules.add(COMPONENT_LOADER);
      if (entry.providers?.length) modules.add(PROVIDERS);
    }
  }
  return [...modules];
}
