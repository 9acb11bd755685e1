import type { PublicConfig } from "@movebreak/shared/contracts/public-config";

/** The config the server embedded in the page for hydration. */
export function readBrowserConfig(): PublicConfig {
  const config = window.__MOVEBREAK_CONFIG__;
  if (!config) {
    throw new Error("window.__MOVEBREAK_CONFIG__ is missing: the server must fill <!--app-state--> in index.html");
  }
  return config;
}
