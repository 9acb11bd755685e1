import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type ComponentChild, options, render as renderOverServerHtml } from "preact";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { PublicConfigProvider } from "@/config/public-config-context";
import type { ComponentIsland } from "./registry";
import { noteTypedText, restoreTypedText } from "./typed-before-start";

/**
 * Preact runs effects after the next animation frame (rAF raced with a 35 ms timeout); here they run in
 * the next task, as React runs passive effects. An island that starts on the reader's first interaction
 * (registry.ts, `when: "interaction"`) renders while the page may be hidden or its timers held (a test's
 * paused clock), and its state subscriptions (useSyncExternalStore under compat) are effects: the held
 * click replayed after its first render must reach them.
 */
function runEffectsInNextTask(): void {
  if (typeof MessageChannel === "undefined") return;
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => {
    for (const callback of queue.splice(0)) callback();
  };
  options.requestAnimationFrame = (callback: () => void) => {
    queue.push(callback);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}

/** Loads the provider code only for an island that needs some (most need none). */
async function wrap(entry: ComponentIsland, island: ReactNode): Promise<ReactNode> {
  if (!entry.providers?.length) return island;
  const { withProviders } = await import("./island-providers");
  return withProviders(entry.providers, island);
}

/**
 * Takes over one marker's subtree with its island's component and the props the server rendered it with.
 * Its own chunk, so a page of DOM islands only never downloads Preact.
 *
 * In the browser build (preact/compat: vite.config.ts) Preact's render() goes over the server's nodes,
 * reusing every element and correcting what differs, where hydrate() would keep the server's attributes:
 * the server's useId values (React's) would then stay on the elements Preact did not create, and an
 * element it adds later (a combobox's list) would carry Preact's, breaking aria-controls. The tests run
 * React, whose hydrateRoot checks the markup matches.
 */
export async function hydrateComponent(
  marker: HTMLElement,
  entry: ComponentIsland,
  props: Record<string, unknown>,
  config: PublicConfig,
): Promise<void> {
  const Component = await entry.load();
  const island = await wrap(entry, <Component {...props} />);
  const tree = <PublicConfigProvider config={config}>{island}</PublicConfigProvider>;
  const typed = noteTypedText(marker);
  if (import.meta.env.ISLANDS_ON_PREACT) {
    if (!options.requestAnimationFrame) runEffectsInNextTask();
    renderOverServerHtml(tree as ComponentChild, marker);
    restoreTypedText(typed);
  } else {
    hydrateRoot(marker, tree);
    // React hydrates in a later task; its handlers answer only once it has.
    if (typed.length > 0) setTimeout(() => restoreTypedText(typed));
  }
}
