import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { AppProvider } from "./provider";

/**
 * Takes over the server-rendered markup. The cache starts from the server's
 * state, so pages it prefetched render the same content without reading again.
 */
export function hydrateApp(
  container: Element,
  config: PublicConfig,
  state?: DehydratedState,
  options?: HydrationOptions,
): Root {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state);
  return hydrateRoot(
    container,
    <StrictMode>
      <AppProvider config={config} queryClient={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
    options,
  );
}
