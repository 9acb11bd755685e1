import { onceAfterLoadOrLeave } from "@/lib/after-load";
import { firstInteraction } from "@/lib/first-interaction";
import { loadPlayerScript } from "@/lib/movebreak-player";
import { incrementOpens } from "./api/increment-opens";

/** The element the embed player mounts on (components/shared-routine-player.tsx draws it). */
export const PLAYER_HOST_ATTRIBUTE = "data-player-host";

/** Shown under the player when its script cannot be loaded (the server's first screen stays above it). */
export const PLAYER_LOAD_FAILED = "The player could not be loaded. Please refresh the page.";

/**
 * /try/{key}'s player in the browser (a DOM island, app/islands/registry.ts): counts the open once after the load,
 * then waits.
 * The page already shows the player's first screen (drawn by the server: components/shared-routine-player.tsx);
 * the player script loads only when the reader first reaches for it (pointer over, touch, key, focus) and
 * replaces that screen with the live player, which looks the same. A Start pressed before it has arrived is
 * carried out then, and keyboard focus stays on Start: nothing the reader did is lost.
 */
export function enhanceSharedRoutinePlayer(marker: HTMLElement, props: Record<string, unknown>): void {
  const routineKey = typeof props.routineKey === "string" ? props.routineKey : "";
  // Counted once the page has loaded (the spec's "after a successful load"): the first request of a page costs
  // milliseconds of main thread, which during the load lengthened its tasks on a slow phone. A reader who leaves
  // first is counted as they leave. The spec shows nothing when the count fails.
  onceAfterLoadOrLeave(() => {
    incrementOpens(routineKey).catch(() => {});
  });
  const host = marker.querySelector<HTMLElement>(`[${PLAYER_HOST_ATTRIBUTE}]`);
  if (!host) return;

  let startPressed = false;
  const holdStart = (event: Event) => {
    if (event.composedPath().some((node) => node instanceof HTMLButtonElement)) startPressed = true;
  };
  marker.addEventListener("click", holdStart, true);

  firstInteraction(marker)
    .then(() => loadPlayerScript())
    .then((api) => {
      marker.removeEventListener("click", holdStart, true);
      const hadFocus = Boolean(host.shadowRoot?.activeElement);
      api.create(host, { sharedKey: routineKey, routine: props.routine });
      const start = host.shadowRoot?.querySelector<HTMLButtonElement>("button");
      if (hadFocus) start?.focus({ preventScroll: true });
      if (startPressed) start?.click();
    })
    .catch((error: unknown) => {
      marker.removeEventListener("click", holdStart, true);
      console.error("Error loading player", error);
      const note = marker.ownerDocument.createElement("p");
      note.setAttribute("role", "alert");
      note.className = "mt-3 text-sm text-ink/70";
      note.textContent = PLAYER_LOAD_FAILED;
      host.after(note);
    });
}
