/**
 * The embeddable player (/embed/movebreak-player.js): defines
 * window.MovebreakPlayer and starts a player in every
 * [data-movebreak-location] element. See docs/embedding.md.
 */
import { BRAND } from "@movebreak/shared/brand";
import { createPlayerApi } from "./api";
import { autoInit } from "./auto-init";
import { report } from "./guard";
import { originOf } from "./options";

const GLOBAL_NAME = `${BRAND.name}Player`;

try {
  const host = window as unknown as Record<string, unknown>;
  // Loaded twice (two snippets on one page): the first copy keeps the players, so none starts twice.
  if (!host[GLOBAL_NAME]) {
    // The data comes from the site the script was loaded from, unless an option says otherwise.
    const script = document.currentScript as HTMLScriptElement | null;
    const api = createPlayerApi(originOf(script?.src) ?? window.location.origin);
    host[GLOBAL_NAME] = api;
    autoInit(document, (element) => {
      api.create(element);
    });
  }
} catch (error) {
  report(error);
}
