import type { ComponentType } from "react";
import { type Preloadable, preloadable } from "@/lib/preloadable";

/**
 * A route screen behind `preload()`. Only the server renders screens (the browser runs islands alone), and
 * server rendering must not suspend: the server (entry-server's preloadAllRoutes) and the tests call
 * `preload()` first, and then the screen renders synchronously, exactly as if it had been imported statically.
 */
export interface LazyRoute extends Preloadable<Record<string, never>> {
  /** The screen's source file as Vite's manifest names it (the server adds a modulepreload link for its chunk). */
  readonly module: string;
}

export function lazyRoute<M>(module: string, load: () => Promise<M>, pick: (loaded: M) => ComponentType): LazyRoute {
  return Object.assign(preloadable(load, pick), { module });
}
