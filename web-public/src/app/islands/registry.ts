import type { ComponentType } from "react";

/** What an island needs around it in the browser (its chunk loads these too, and only these). */
export type IslandProvider = "query" | "toasts" | "tooltips";

interface IslandModule {
  /** The island's source file as Vite's manifest names it (the server preloads its chunk, the budget test weighs it). */
  readonly module: string;
}

/** A component island: hydrated with preact/compat from the props its marker carries. */
export interface ComponentIsland extends IslandModule {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props, checked where its marker is made
  readonly load: () => Promise<ComponentType<any>>;
  readonly providers?: readonly IslandProvider[];
  /**
   * "visible": started once it comes within 200 px of the viewport (below the fold: its cost waits for the reader).
   * "interaction": started when a pointer first comes over it, or on a pointerdown, keydown or focus inside it (its
   * server HTML is what it shows until then; a click that arrives before it has started is held and replayed).
   */
  readonly when?: "visible" | "interaction";
}

/** A DOM island: a function that wires up the server's markup itself, for a widget too small for a framework. */
export interface DomIsland extends IslandModule {
  readonly enhance: () => Promise<(marker: HTMLElement, props: Record<string, unknown>) => void>;
}

export type IslandEntry = ComponentIsland | DomIsland;

/**
 * Every island of the public site: the only code the browser downloads (apart from the loader). Each is a
 * chunk of its own, imported when a page has its marker (lib/island.tsx). A component island's component
 * here is the one its marker wraps on the server; Preact itself loads only for a page with one.
 */
export const ISLANDS = {
  navbar: {
    module: "src/components/layout/navbar-menu.ts",
    enhance: () => import("@/components/layout/navbar-menu").then((m) => m.enhanceNavbar),
  },
  awards: {
    module: "src/features/home/components/awards.tsx",
    load: () => import("@/features/home/components/awards").then((m) => m.Awards),
    // Below the fold (7th section): its badges rise in as it comes into view, so it starts as it nears it;
    // Preact and its render stay out of the page's load.
    when: "visible",
  },
  "plan-tabs": {
    module: "src/features/pricing/components/plan-tabs.tsx",
    load: () => import("@/features/pricing/components/plan-tabs").then((m) => m.PlanTabs),
    // The server draws the default plan (Yearly, its link to the store): all a reader sees until they touch a
    // tab, which starts it (a tap before is replayed); Preact and its render stay out of the page's load.
    when: "interaction",
  },
  "routine-player": {
    module: "src/features/routine/components/routine-player.tsx",
    load: () => import("@/features/routine/components/routine-player").then((m) => m.RoutinePlayer),
    // Its preview is the server's HTML until Start: its first render (about 250 ms of blocking at 4x CPU
    // slowdown) waits for the reader's first touch of it instead of blocking the page's load.
    when: "interaction",
  },
  "more-locations": {
    module: "src/features/routine/components/more-locations-carousel.tsx",
    load: () => import("@/features/routine/components/more-locations-carousel").then((m) => m.MoreLocationsCarousel),
    when: "visible",
  },
  "shared-routine-player": {
    module: "src/features/shared-routine/player-island.ts",
    // The server draws the player's first screen; the player script waits for the reader's first touch of it.
    enhance: () => import("@/features/shared-routine/player-island").then((m) => m.enhanceSharedRoutinePlayer),
  },
  "embed-tool": {
    module: "src/app/islands/embed-tool-island.tsx",
    load: () => import("./embed-tool-island").then((m) => m.EmbedToolIsland),
    providers: ["query", "toasts", "tooltips"],
  },
  "preview-videos": {
    module: "src/components/preview-video/preview-video-cards.tsx",
    load: () => import("@/components/preview-video/preview-video-cards").then((m) => m.PreviewVideoCards),
    providers: ["query"],
  },
  "support-options": {
    module: "src/features/support/components/support-options.tsx",
    load: () => import("@/features/support/components/support-options").then((m) => m.SupportOptions),
  },
} as const satisfies Record<string, IslandEntry>;

type RegisteredIslands = typeof ISLANDS;

/** What names `island()` takes (lib/island.tsx): the keys of ISLANDS, and no others. */
declare module "@/lib/island" {
  interface IslandRegistry extends RegisteredIslands {}
}
