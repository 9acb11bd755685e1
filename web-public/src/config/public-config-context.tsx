import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { createContext, type ReactNode, use } from "react";

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>;
}

/** The server-provided settings (store address, support e-mail, ...). */
export function usePublicConfig(): PublicConfig {
  const config = use(PublicConfigContext);
  if (!config) throw new Error("usePublicConfig must be used inside <PublicConfigProvider>");
  return config;
}
