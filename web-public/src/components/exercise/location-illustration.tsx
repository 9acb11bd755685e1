import type { SvgNode } from "@movebreak/shared/demonstrations/figure";
import { locationArtwork } from "@movebreak/shared/demonstrations/location-scene";
import { createElement, type ReactElement } from "react";

/**
 * The location's own artwork while it has no thumbnail: its key movement's figure in its place (drawn on
 * the server with the page, still), the same drawing as its page's hero and share card. Decorative: the
 * card's title names it.
 */
export function LocationIllustration({ locationId }: { locationId: string }) {
  const art = locationArtwork(locationId);
  return (
    <svg
      viewBox={String(art.attrs.viewBox)}
      preserveAspectRatio="xMidYMax slice"
      className="h-full w-full"
      aria-hidden="true"
      focusable="false"
    >
      {(art.children ?? []).map(toReact)}
    </svg>
  );
}

function toReact(node: SvgNode, key: number): ReactElement {
  // The still pose only: the key frames stay out of the card's markup.
  const { "data-k": _k, "data-o": _o, ...attrs } = node.attrs;
  return createElement(node.tag, { key, ...attrs }, ...(node.children ?? []).map(toReact));
}
