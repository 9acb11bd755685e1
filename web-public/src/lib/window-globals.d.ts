import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import type { DehydratedState } from "@tanstack/react-query";
import type { MovebreakPlayerApi } from "./movebreak-player";

declare global {
  interface Window {
    /** Filled by the server in place of <!--app-state--> (see index.html). */
    __MOVEBREAK_CONFIG__?: PublicConfig;
    /** The query cache the server rendered with (also in <!--app-state-->), when it prefetched data. */
    __MOVEBREAK_STATE__?: DehydratedState;
    /** Google Analytics, when the page loads it. */
    gtag?: (...args: unknown[]) => void;
    /** The support chat widget, when loaded. */
    Intercom?: (...args: unknown[]) => void;
    intercomSettings?: Record<string, unknown>;
    /** The embed player's API, once /embed/movebreak-player.js has run (lib/movebreak-player.ts loads it). */
    MovebreakPlayer?: MovebreakPlayerApi;
  }
}
