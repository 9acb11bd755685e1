/**
 * The iframe player's start-up (/embed/movebreak-frame.js), run by the frame pages /embed/{locationId} and
 * /embed/try/{key} (services/src/embed). It is the script player itself (same component, timings and
 * demonstrations), given the routine the server already read and told to fill the frame. See docs/embedding.md.
 */
import { BRAND } from "@movebreak/shared/brand";
import { createPlayerApi } from "./api";
import { eventType, type PlayerEventName } from "./events";
import { guard, report } from "./guard";
import type { PlayerOptions } from "./options";

/** Where the frame page puts the player's options (a JSON data block: nothing inline runs). */
export const FRAME_CONFIG_ID = `${BRAND.slug}-frame`;
export const FRAME_PLAYER_ID = "player";

const EVENTS: PlayerEventName[] = ["ready", "start", "complete", "error"];

/**
 * The player's events cannot bubble out of a frame: each is passed to the embedding page as a message
 * `{ type: "movebreak:start", detail }`, so a host listens with `window.addEventListener("message", ...)`.
 * (The reach beacon, beacon.ts, counts the iframe player's loads and plays from inside the player, as the script's.)
 */
function forwardEvents(element: HTMLElement): void {
  if (window.parent === window) return;
  for (const name of EVENTS) {
    element.addEventListener(
      eventType(name),
      guard((event: Event) => {
        window.parent.postMessage({ type: eventType(name), detail: (event as CustomEvent).detail }, "*");
      }),
    );
  }
}

try {
  const element = document.getElementById(FRAME_PLAYER_ID);
  const config = JSON.parse(document.getElementById(FRAME_CONFIG_ID)?.textContent ?? "null") as PlayerOptions | null;
  if (element && config) {
    forwardEvents(element);
    createPlayerApi(window.location.origin).create(element, { ...config, fill: true });
  }
} catch (error) {
  report(error);
}
