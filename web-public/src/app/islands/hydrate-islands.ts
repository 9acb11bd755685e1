import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { ISLANDS, type IslandEntry } from "./registry";

async function startIsland(marker: HTMLElement, config: PublicConfig): Promise<void> {
  const name = marker.dataset.island ?? "";
  const entry: IslandEntry | undefined = (ISLANDS as Record<string, IslandEntry>)[name];
  if (!entry) throw new Error(`No island named "${name}" (app/islands/registry.ts)`);
  const props = JSON.parse(marker.dataset.props ?? "{}") as Record<string, unknown>;
  if ("enhance" in entry) {
    (await entry.enhance())(marker, props);
    return;
  }
  const { hydrateComponent } = await import("./hydrate-component");
  await hydrateComponent(marker, entry, props, config);
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
