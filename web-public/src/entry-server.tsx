import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { BRAND_FONT_PRELOAD } from "./app/brand-font";
import { islandModules } from "./app/islands/page-scripts";
import { AppProvider } from "./app/provider";
import { resolveDocumentHead } from "./app/route-head";
import { preloadAllRoutes } from "./app/routes";
import { renderHeadTags } from "./lib/head";
import { type IslandName, RenderedIslands } from "./lib/island";
import { createQueryClient } from "./lib/query-client";
import { pathOf, searchOf } from "./lib/url";

export { prefetchPlan } from "./app/prefetch-plan";
export type { PrefetchAnswer, PrefetchItem } from "./lib/prefetch";
export { dehydrateAnswers } from "./lib/prefetch";
/** Loads every screen's chunk: the server calls it at start, so no visitor's request waits for their compilation. */
export { preloadAllRoutes };

export interface RenderResult {
  status: number;
  html: string;
  head: string;
  /**
   * Source files of the code the page's islands load (Vite manifest keys, app/islands/page-scripts.ts): the
   * server adds modulepreload links for the chunks of `modules` and prefetch links for those only `laterModules`
   * need (islands that wait for the reader). The rest of the page is never hydrated and loads no code.
   */
  modules: string[];
  laterModules: string[];
}

/**
 * Server rendering of one request. The server puts `head` in place of
 * <!--app-head-->, `html` in place of <!--app-html--> and answers `status`.
 * `dehydratedState` holds the API reads prefetchPlan(url) asked for (built by
 * dehydrateAnswers); the islands that show them carry what they need as props.
 */
export async function render(
  url: string,
  config: PublicConfig,
  dehydratedState?: DehydratedState,
): Promise<RenderResult> {
  // Every screen is a chunk of its own (app/lazy-route.tsx); loaded once, they render without suspending.
  await preloadAllRoutes();
  const queryClient = createQueryClient();
  if (dehydratedState) hydrate(queryClient, dehydratedState);

  const islands = new Set<IslandName>();
  const html = renderToString(
    <StrictMode>
      <RenderedIslands.Provider value={islands}>
        <AppProvider config={config} queryClient={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </AppProvider>
      </RenderedIslands.Provider>
    </StrictMode>,
  );
  const { status, head } = resolveDocumentHead(pathOf(url), searchOf(url), config, queryClient);
  queryClient.clear();

  const { now, later } = islandModules(islands);
  return { status, html, head: renderHeadTags(head, [BRAND_FONT_PRELOAD]), modules: now, laterModules: later };
}

/**
 * The status render() answers for `url` and the same reads, found without rendering: the server answers a 404
 * from the page it rendered once for its kind of address (services/src/http/cache/not-found-pages.ts).
 */
export function statusOf(url: string, config: PublicConfig, dehydratedState?: DehydratedState): number {
  const queryClient = createQueryClient();
  if (dehydratedState) hydrate(queryClient, dehydratedState);
  const { status } = resolveDocumentHead(pathOf(url), searchOf(url), config, queryClient);
  queryClient.clear();
  return status;
}
