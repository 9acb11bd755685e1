import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PublicConfigProvider } from "@/config/public-config-context";

export function AppProvider({
  config,
  queryClient,
  children,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicConfigProvider config={config}>{children}</PublicConfigProvider>
    </QueryClientProvider>
  );
}
