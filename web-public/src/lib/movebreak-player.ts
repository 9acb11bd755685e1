import { BRAND_PATHS } from "@movebreak/shared/brand";

/** Options of MovebreakPlayer.create (the embed player's JavaScript API, public spec section 3). */
export interface PlayerOptions {
  /** A location id (for example work_sitting); the routine the player shows. */
  location?: string;
  /** A shared routine's key; the player shows that pack instead of a location. */
  sharedKey?: string;
  /** Any CSS width; 400px by default. */
  width?: string;
  theme?: "light" | "dark";
  autoplay?: boolean;
  showBranding?: boolean;
  /** Where the player reads the API; the script's own origin by default. */
  apiBase?: string;
  /** The routine's API answer when the page already read it: the player does not read it again. */
  routine?: unknown;
}

export interface PlayerHandle {
  destroy(): void;
}

/** What the player script (/embed/movebreak-player.js) puts on window. */
export interface MovebreakPlayerApi {
  create(element: HTMLElement, options?: PlayerOptions): PlayerHandle;
}

let pending: Promise<MovebreakPlayerApi> | undefined;

/**
 * The player's API: at once when the script is already on the page, else the
 * script is added once (callers meanwhile share the same load) and resolves
 * when it has run. A failed load is forgotten, so a later call tries again.
 */
export function loadPlayerScript(src: string = BRAND_PATHS.playerScript): Promise<MovebreakPlayerApi> {
  if (window.MovebreakPlayer) return Promise.resolve(window.MovebreakPlayer);
  if (pending) return pending;

  const script = document.createElement("script");
  const load = new Promise<MovebreakPlayerApi>((resolve, reject) => {
    script.addEventListener("load", () => {
      if (window.MovebreakPlayer) resolve(window.MovebreakPlayer);
      else reject(new Error("The player script loaded but did not define MovebreakPlayer"));
    });
    script.addEventListener("error", () => reject(new Error(`Failed to load ${src}`)));
  });
  // Settled either way, the next call looks at window again: the API once loaded, a new try after a failure.
  pending = load.then(
    (api) => {
      pending = undefined;
      return api;
    },
    (error: unknown) => {
      pending = undefined;
      script.remove();
      throw error;
    },
  );
  script.src = src;
  script.async = true;
  document.head.append(script);
  return pending;
}
