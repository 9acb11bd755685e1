import { movementTypeOf } from "@movebreak/shared/demonstrations/classify";
import { demonstrationFigure, type SvgNode } from "@movebreak/shared/demonstrations/figure";
import { locationArt } from "@movebreak/shared/demonstrations/location-art";
import { createElement, type ReactElement } from "react";

/**
 * The location's own illustration while it has no thumbnail: its key movement's figure (drawn on the
 * server with the page, still) on its category's colour. Decorative: the card's title names it.
 */
export function LocationIllustration({ locationId }: { locationId: string }) {
  const art = locationArt(locationId);
  const figure = demonstrationFigure(movementTypeOf(art.exercise), art.exercise);
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full items-end justify-center"
      style={{ backgroundColor: art.color }}
    >
      <svg viewBox={String(figure.attrs.viewBox)} className="h-[92%] w-auto" aria-hidden="true">
        {(figure.children ?? []).map(toReact)}
      </svg>
    </div>
  );
}

function toReact(node: SvgNode, key: number): ReactElement {
  // The still pose only: the key frames stay out of the card's markup.
  const { "data-k": _k, "data-o": _o, ...attrs } = node.attrs;
  return createElement(node.tag, { key, ...attrs }, ...(node.children ?? []).map(toReact));
}
