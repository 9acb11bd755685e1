import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToasterProvider } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/query-client";
import type { IslandProvider } from "./registry";

/** One query cache per page, shared by its islands (each island is a root of its own). */
let pageQueryClient: ReturnType<typeof createQueryClient> | undefined;

function QueryProvider({ children }: { children: ReactNode }) {
  pageQueryClient ??= createQueryClient();
  return <QueryClientProvider client={pageQueryClient}>{children}</QueryClientProvider>;
}

const PROVIDERS: Record<IslandProvider, (props: { children: ReactNode }) => ReactNode> = {
  query: QueryProvider,
  toasts: ToasterProvider,
  tooltips: TooltipProvider,
};

/** Wraps an island in what it needs (the server render has these around the whole page). */
export function withProviders(providers: readonly IslandProvider[], island: ReactNode): ReactNode {
  let tree = island;
  for (const name of [...providers].reverse()) {
    const Provider = PROVIDERS[name];
    tree = <Provider>{tree}</Provider>;
  }
  return tree;
}
