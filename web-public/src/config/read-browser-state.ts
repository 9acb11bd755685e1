import type { DehydratedState } from "@tanstack/react-query";

/** The query cache the server rendered with, if it prefetched any data for this page. */
export function readBrowserState(): DehydratedState | undefined {
  return window.__MOVEBREAK_STATE__;
}
