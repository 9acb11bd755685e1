import { BRAND } from "@movebreak/shared/brand";

export type PlayerEventName = "ready" | "start" | "complete" | "error";

/** What every player event carries: which routine it is about. */
export interface PlayerEventDetail {
  location?: string;
  sharedKey?: string;
  [extra: string]: unknown;
}

/** The event's type on the host element: "movebreak:ready" and so on. */
export const eventType = (name: PlayerEventName) => `${BRAND.slug}:${name}`;

/**
 * Fires a player event on the host element; it bubbles and crosses shadow
 * boundaries. A host listener that throws is reported by the browser as the
 * host's own error and does not stop the player.
 */
export function emit(target: Element, name: PlayerEventName, detail: PlayerEventDetail): void {
  target.dispatchEvent(new CustomEvent(eventType(name), { bubbles: true, composed: true, detail }));
}
