import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { ISLANDS, type IslandEntry } from "./registry";

/**
 * A click on a component island before its code has arrived (a player's Start on a slow phone) is held
 * and replayed on the same element once the island has started, as React replays events during
 * hydration, instead of being lost. Only clicks on controls (buttons): a link still works on its own.
 */
function holdClicksUntilStarted(marker: HTMLElement): () => void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.("button");
    if (!(control instanceof HTMLElement) || !marker.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  marker.addEventListener("click", hold, true);
  return () => {
    marker.removeEventListener("click", hold, true);
    if (held?.isConnected) held.click();
  };
}

async function startIsland(marker: HTMLElement, config: PublicConfig): Promise<void> {
  const name = marker.dataset.island ?? "";
  const entry: IslandEntry | undefined = (ISLANDS as Record<string, IslandEntry>)[name];
  if (!entry) throw new Error(`No island named "${name}" (app/islands/registry.ts)`);
  const props = JSON.parse(marker.dataset.props ?? "{}") as Record<string, unknown>;
  if ("enhance" in entry) {
    (await entry.enhance())(marker, props);
    return;
  }
  const release = holdClicksUntilStarted(marker);
  try {
    const { hydrateComponent } = await import("./hydrate-component");
    await hydrateComponent(marker, entry, props, config);
  } finally {
    release();
  }
}

/**
 * Starts every island of the page (lib/island.tsx), each as soon as its own chunk has arrived, and
 * nothing else: the rest of the page stays the server's HTML. An island inside another belongs to the
 * outer one. Marks <html data-hydrated> once all are done (the end-to-end journeys wait for it).
 */
export async function hydrateIslands(root: ParentNode, config: PublicConfig): Promise<void> {
  const markers = [...root.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (marker) => !marker.parentElement?.closest("[data-island]"),
  );
  const results = await Promise.allSettled(markers.map((marker) => startIsland(marker, config)));
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset.hydrated = "true";
}
