import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { AppProvider } from "./app/provider";
import { findPublicRoute, NOT_FOUND_META } from "./app/routes";
import { absoluteUrl, renderHeadTags } from "./lib/head";
import { createQueryClient } from "./lib/query-client";

export interface RenderResult {
  status: number;
  html: string;
  head: string;
}

/** The path part of a request URL ("/a/b?x=1" -> "/a/b"); an absolute URL is accepted too. */
function pathOf(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return new URL(url).pathname;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") ? path : `/${path}`;
}

/**
 * Server rendering of one request. The server puts `head` in place of
 * <!--app-head-->, `html` in place of <!--app-html--> and answers `status`.
 */
export async function render(url: string, config: PublicConfig): Promise<RenderResult> {
  const pathname = pathOf(url);
  const route = findPublicRoute(pathname);
  const queryClient = createQueryClient();

  const html = renderToString(
    <StrictMode>
      <AppProvider config={config} queryClient={queryClient}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  queryClient.clear();

  const head = route
    ? renderHeadTags({ ...route.meta, canonicalUrl: absoluteUrl(config.siteUrl, route.path) })
    : renderHeadTags({ ...NOT_FOUND_META, noindex: true });

  return { status: route ? 200 : 404, html, head };
}
