import { BRAND } from "@movebreak/shared/brand";

/** Logs a fault of the player; never lets it reach the host page's error handlers. */
export function report(error: unknown): void {
  try {
    console.error(`[${BRAND.name} player]`, error);
  } catch {
    // Nothing left to do: a broken console must not break the host page either.
  }
}

/**
 * Wraps a callback the browser calls (event listener, timer, observer, promise
 * handler) so an error inside it is logged and stays inside the player.
 */
export function guard<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      callback(...args);
    } catch (error) {
      report(error);
    }
  };
}
