/**
 * Vite's build manifest (web-public/dist/client/.vite/manifest.json): one chunk per key, keyed by source file
 * (or by `_name-hash.js` for a shared chunk Vite split out, and `index.html` for the entry).
 */
export interface ManifestChunk {
  file: string;
  /** Keys of the chunks this one imports statically: they load with it. */
  imports?: string[];
  /** Keys of the chunks it imports with import(): they load later, if ever, so they are not walked. */
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The files loading some chunks makes the browser fetch: scripts and stylesheets, each once, in walk order. */
export interface ChunkFiles {
  js: string[];
  css: string[];
}

/**
 * The one walk of the manifest (the server's modulepreload links and web-public's JavaScript budget both read
 * it): each chunk named by `keys`, then the chunks it imports statically, transitively, with every chunk's CSS.
 * A key the manifest does not hold is passed over.
 */
export function chunkFiles(manifest: ViteManifest, keys: Iterable<string>): ChunkFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return { js: [...js], css: [...css] };
}

/** The keys of the build's entry chunks (the page template loads them on every page). */
export function entryKeys(manifest: ViteManifest): string[] {
  return Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
}
