import { ISLANDS, type IslandEntry } from "./registry";

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source file. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The loader's own chunks, loaded for a page with at least one component island / with providers. */
const COMPONENT_LOADER = "src/app/islands/hydrate-component.tsx";
const PROVIDERS = "src/app/islands/island-providers.tsx";

/**
 * The JavaScript and CSS files a page downloads, from the manifest: the entry (the island loader) and its
 * imports, then for each island the page drew (`modules`, as entry-server's render reports them) its
 * chunk and imports, with Preact's hydration code for a component island and the providers' code for one
 * that needs them. Code loaded only later (the toaster with the first toast) is not counted.
 */
export function pageFiles(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  const entries = Object.values(ISLANDS as Record<string, IslandEntry>);
  for (const module of modules) {
    walk(module);
    const entry = entries.find((island) => island.module === module);
    if (entry && "load" in entry) {
      walk(COMPONENT_LOADER);
      if (entry.providers?.length) walk(PROVIDERS);
    }
  }
  return { js: [...js], css: [...css] };
}
