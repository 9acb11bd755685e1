import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToasterProvider } from "@/components/ui/toaster";
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
      <PublicConfigProvider config={config}>
        <ToasterProvider>{children}</ToasterProvider>
      </PublicConfigProvider>
    </QueryClientProvider>
  );
}
