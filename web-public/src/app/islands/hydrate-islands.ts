import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { ARTICLE_HTML_ATTRIBUTE } from "@/lib/article-html-attribute";
import { firstInteraction } from "@/lib/first-interaction";
import { ISLANDS, type IslandEntry } from "./registry";

/** Keys a widget handles itself and a browser does nothing with on a control (Enter and Space make a click, held as one). */
const NAVIGATION_KEYS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/**
 * A click on a component island before its code has arrived (a player's Start on a slow phone) is held
 * and replayed on the same element once the island has started, as React replays events during
 * hydration, instead of being lost. Only clicks on controls (buttons): a link still works on its own.
 * Navigation keys pressed on a control are held and replayed too, in order: a keyboard user who focuses a
 * tab and presses an arrow at once (focus is what starts the island) moves to the next tab, not nowhere.
 */
function holdInputUntilStarted(marker: HTMLElement): () => void {
  let held: HTMLElement | undefined;
  const keys: { target: HTMLElement; event: KeyboardEvent }[] = [];
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.("button");
    if (!(control instanceof HTMLElement) || !marker.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  const holdKey = (event: KeyboardEvent) => {
    const control = (event.target as Element | null)?.closest?.("button, [role='tab']");
    if (!(control instanceof HTMLElement) || !marker.contains(control) || !NAVIGATION_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    keys.push({ target: control, event });
  };
  marker.addEventListener("click", hold, true);
  marker.addEventListener("keydown", holdKey, true);
  return () => {
    marker.removeEventListener("click", hold, true);
    marker.removeEventListener("keydown", holdKey, true);
    if (held?.isConnected) held.click();
    for (const { target, event } of keys) {
      if (!target.isConnected) continue;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      target.dispatchEvent(
        new KeyboardEvent("keydown", {
          key,
          code,
          shiftKey,
          ctrlKey,
          altKey,
          metaKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  };
}

/** Resolves once the element is within 200 px of the viewport (at once where IntersectionObserver is missing). */
function nearViewport(element: Element): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "200px" },
    );
    // A marker is display: contents (no box of its own): watch what it draws.
    for (const child of element.children) observer.observe(child);
  });
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
  const release = holdInputUntilStarted(marker);
  try {
    if (entry.when === "visible") await nearViewport(marker);
    if (entry.when === "interaction") await firstInteraction(marker);
    const { hydrateComponent } = await import("./hydrate-component");
    await hydrateComponent(marker, entry, props, config);
  } finally {
    release();
  }
}

/**
 * Starts every island of the page (lib/island.tsx), each as soon as its own chunk has arrived, and
 * nothing else: the rest of the page stays the server's HTML. An island inside another belongs to the
 * outer one. An island marked `when: "visible"` waits until it nears the viewport, one marked
 * `when: "interaction"` until the reader first touches, presses a key in or focuses it; the page does not
 * wait for either: <html data-hydrated> is set once every other island has started (the end-to-end journeys
 * wait for it). A marker inside an article's HTML (lib/article-html-attribute.ts) is not the site's
 * own: it starts nothing, whatever it names.
 */
export async function hydrateIslands(root: ParentNode, config: PublicConfig): Promise<void> {
  const markers = [...root.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (marker) => !marker.parentElement?.closest("[data-island]") && !marker.closest(`[${ARTICLE_HTML_ATTRIBUTE}]`),
  );
  const started = markers.map((marker) => startIsland(marker, config));
  const report = (result: PromiseSettledResult<void>) => {
    if (result.status === "rejected") console.error(result.reason);
  };
  const isLater = (marker: HTMLElement) => {
    const entry = (ISLANDS as Record<string, IslandEntry>)[marker.dataset.island ?? ""];
    return entry !== undefined && "load" in entry && entry.when !== undefined;
  };
  const now = started.filter((_, index) => !isLater(markers[index] as HTMLElement));
  const later = started.filter((_, index) => isLater(markers[index] as HTMLElement));
  for (const result of await Promise.allSettled(now)) report(result);
  document.documentElement.dataset.hydrated = "true";
  void Promise.allSettled(later).then((results) => results.forEach(report));
}
