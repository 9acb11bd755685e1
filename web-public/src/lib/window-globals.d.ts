import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import type { MovebreakPlayerApi } from "./movebreak-player";

declare global {
  interface Window {
    /** Filled by the server in place of <!--app-state--> (see index.html). */
    __MOVEBREAK_CONFIG__?: PublicConfig;
    /** Google Analytics, when the page loads it. */
    gtag?: (...args: unknown[]) => void;
    /** Defined by gtag.js once it has run (lib/store-redirect.ts: a blocked library leaves it undefined). */
    google_tag_manager?: unknown;
    /** The support chat widget, when loaded. */
    Intercom?: (...args: unknown[]) => void;
    intercomSettings?: Record<string, unknown>;
    /** The embed player's API, once /embed/movebreak-player.js has run (lib/movebreak-player.ts loads it). */
    MovebreakPlayer?: MovebreakPlayerApi;
  }

  interface ImportMetaEnv {
    /** True in the browser build, whose islands run on preact/compat (vite.config.ts); undefined in tests. */
    readonly ISLANDS_ON_PREACT?: boolean;
  }
}
