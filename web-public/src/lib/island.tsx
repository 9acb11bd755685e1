import { type ComponentType, createContext, useContext } from "react";

/**
 * The names of the islands a server render drew (entry-server reads them to add modulepreload links for
 * their chunks). Absent in the browser and in tests, where nothing collects them.
 */
export const RenderedIslands = createContext<Set<IslandName> | null>(null);

/**
 * The registered islands, by name: app/islands/registry.ts fills this in from its ISLANDS (declaration merging,
 * as lib/ does not import the app), so `island()` takes only a name the registry lists.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by app/islands/registry.ts
export interface IslandRegistry {}

export type IslandName = keyof IslandRegistry & string;

/** Islands take data only: their props travel to the browser as JSON. */
// biome-ignore lint/suspicious/noExplicitAny: any JSON-shaped props object
export type IslandProps = Record<string, any>;

/**
 * A part of a page that hydrates on its own (docs/decisions.md, "Islands"). On the server it renders the
 * component inside a marker, `<div data-island="name" data-props="{...}">` (display: contents, so the
 * marker draws no box); in the browser the island loader (app/islands/hydrate-islands.tsx) finds the marker, loads
 * the island's own chunk (app/islands/registry.ts) and hydrates just that subtree with the same props. Everything
 * outside a marker is HTML only: it is never hydrated and ships no JavaScript. `name` is typed from the registry,
 * so a name it does not list does not compile.
 */
export function island<P extends IslandProps>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function IslandMarker(props: P) {
    useContext(RenderedIslands)?.add(name);
    return (
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  IslandMarker.displayName = `Island(${name})`;
  return IslandMarker;
}
