import type { ComponentType } from "react";
import { type Preloadable, preloadable } from "@/lib/preloadable";

/**
 * A route screen in its own chunk, so a page only downloads its own code.
 *
 * Server rendering and hydration must not suspend: the server (entry-server)
 * and the browser (entry-client, before hydrateRoot) call `preload()` first,
 * and then the screen renders synchronously, exactly as if it had been
 * imported statically. Only a client-side navigation to a screen not loaded
 * yet suspends; the router runs navigations in a transition, so the current
 * page stays on screen until the next one's code has arrived.
 */
export interface LazyRoute extends Preloadable<Record<string, never>> {
  /** The screen's source file as Vite's manifest names it (the server adds a modulepreload link for its chunk). */
  readonly module: string;
}

export function lazyRoute<M>(module: string, load: () => Promise<M>, pick: (loaded: M) => ComponentType): LazyRoute {
  return Object.assign(preloadable(load, pick), { module });
}
