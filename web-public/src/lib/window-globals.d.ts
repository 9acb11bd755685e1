import type { PublicConfig } from "@movebreak/shared/contracts/public-config";

declare global {
  interface Window {
    /** Filled by the server in place of <!--app-state--> (see index.html). */
    __MOVEBREAK_CONFIG__?: PublicConfig;
    /** Google Analytics, when the page loads it. */
    gtag?: (...args: unknown[]) => void;
    /** The support chat widget, when loaded. */
    Intercom?: (...args: unknown[]) => void;
    intercomSettings?: Record<string, unknown>;
  }
}
