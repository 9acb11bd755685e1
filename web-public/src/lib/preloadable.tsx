import { type ComponentType, type JSX, lazy } from "react";

/**
 * A component in its own chunk that renders synchronously once loaded.
 *
 * React.lazy alone suspends on its first render even when the chunk is already
 * there; this one renders the loaded component directly after `preload()` has
 * resolved, so server rendering and hydration (which must not suspend) can load
 * first and then render exactly as with a static import. Rendered before it is
 * loaded, it suspends like React.lazy.
 */
export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Loads the chunk; resolves once the component renders without suspending. */
  preload(): Promise<void>;
}

const RELOAD_KEY = "movebreak:chunk-reload";

/**
 * A chunk that cannot load after a deploy (its hash is gone) is fixed by loading
 * the address again, which brings the new build. Once per address, never in a loop.
 */
function reloadOnce(error: unknown): Promise<never> {
  if (typeof window === "undefined") throw error;
  const here = window.location.href;
  if (window.sessionStorage.getItem(RELOAD_KEY) === here) throw error;
  window.sessionStorage.setItem(RELOAD_KEY, here);
  window.location.reload();
  return new Promise<never>(() => {});
}

export function preloadable<M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (loaded: M) => ComponentType<P>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        Loaded = pick(loaded);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() =>
    preload().then(
      () => ({ default: Loaded as ComponentType<P> }),
      (error: unknown) => reloadOnce(error),
    ),
  );
  function Preloaded(props: P) {
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
