import type satori from "satori";

/** A CSS subset satori understands (flexbox, borders, radii, transforms...). */
export type Style = Record<string, string | number>;

/** The plain object shape satori reads (what JSX would compile to), built without React. */
export interface MediaElement {
  type: "div";
  key: null;
  props: { style: Style; children?: MediaChild | MediaChild[] };
}
export type MediaChild = MediaElement | string;

/** What satori's first parameter is typed as (a React node); our objects have that shape. */
export type SatoriInput = Parameters<typeof satori>[0];

/** `div(style, ...children)`: text children stay text nodes, so nothing needs escaping. */
export function div(style: Style, ...children: MediaChild[]): MediaElement {
  const props: MediaElement["props"] = { style };
  if (children.length === 1) props.children = children[0];
  else if (children.length > 1) props.children = children;
  return { type: "div", key: null, props };
}
