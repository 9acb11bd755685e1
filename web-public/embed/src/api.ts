import type { RandomSource } from "../../src/features/routine/pick-exercises";
import { report } from "./guard";
import { type PlayerOptions, resolveOptions } from "./options";
import { type PlayerHandle, startPlayer } from "./player";
import { PLAYER_VERSION } from "./version";

/** window.MovebreakPlayer. */
export interface PlayerApi {
  create(element: HTMLElement, options?: PlayerOptions): PlayerHandle;
  readonly version: string;
}

/**
 * The public API over one registry of players, so an element never gets a
 * second player: `create` on an element that has one returns its handle.
 * It never throws; a bad call is logged and gets a handle that does nothing.
 */
export function createPlayerApi(defaultApiBase: string, random: RandomSource = Math.random): PlayerApi {
  const players = new WeakMap<Element, PlayerHandle>();
  return Object.freeze({
    version: PLAYER_VERSION,
    create(element: HTMLElement, options: PlayerOptions = {}): PlayerHandle {
      try {
        if (element?.nodeType !== 1) throw new TypeError("create() needs an element");
        const existing = players.get(element);
        if (existing) return existing;
        const resolved = resolveOptions(options ?? {}, (name) => element.getAttribute(name), defaultApiBase);
        const player = startPlayer(element, resolved, random);
        const handle: PlayerHandle = {
          destroy() {
            if (players.get(element) !== handle) return;
            players.delete(element);
            player.destroy();
          },
        };
        players.set(element, handle);
        return handle;
      } catch (error) {
        report(error);
        return { destroy() {} };
      }
    },
  });
}
