import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { AppProvider } from "./provider";

/**
 * Takes over the server-rendered markup. The cache starts from the server's
 * state, so pages it prefetched render the same content without reading again.
 * Started in a transition, hydration runs in slices that yield to the browser
 * (a default-priority hydration is one long task that blocks input and paint);
 * a click before it has finished makes React finish it at once, then handle the click.
 */
export function hydrateApp(
  container: Element,
  config: PublicConfig,
  state?: DehydratedState,
  options?: HydrationOptions,
): Root {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state);
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
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
  });
  if (!root) throw new Error("hydrateRoot did not return a root");
  return root;
}
