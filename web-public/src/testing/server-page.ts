import { act } from "@testing-library/react";
import { vi } from "vitest";
import { hydrateIslands } from "@/app/islands/hydrate-islands";
import { dehydrateAnswers, type PrefetchAnswer, prefetchPlan, render } from "@/entry-server";
import { TEST_CONFIG } from "./test-config";

/** The cache state the server builds for `url`: each read of its prefetch plan answered by `answer(path)`. */
export function prefetchedState(url: string, answer: (path: string) => PrefetchAnswer) {
  return dehydrateAnswers(prefetchPlan(url).map(({ queryKey, path }) => ({ queryKey, answer: answer(path) })));
}

/**
 * A page as the browser gets it: the server's HTML (rendered from `state`, as prefetchedState builds it), then
 * the island loader. `recoverable` and `consoleError` catch what React says of a hydration mismatch: one it
 * recovered from goes to reportError, one it could not to console.error (still printed, so a failing test shows
 * it; the spy ends with vi.restoreAllMocks).
 */
export async function openServerPage(path: string, state?: ReturnType<typeof prefetchedState>) {
  const server = await render(path, TEST_CONFIG, state);
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.innerHTML = server.html;
  document.body.append(container);
  const recoverable = vi.fn();
  vi.stubGlobal("reportError", recoverable);
  const consoleError = vi.spyOn(console, "error");
  await act(async () => {
    await hydrateIslands(container, TEST_CONFIG);
  });
  return { server, container, recoverable, consoleError };
}

/** The parsed JSON-LD blocks of a server-rendered head. */
export function jsonLdOf(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}
