import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { createContext, type ReactNode, useContext } from "react";

const PublicConfigContext = createContext<PublicConfig | null>(null);

// useContext and .Provider rather than React 19's use() and <Context>: the islands hydrate with preact/compat.
export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

/** The server-provided settings (store address, support e-mail, ...). */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error("usePublicConfig must be used inside <PublicConfigProvider>");
  return config;
}
