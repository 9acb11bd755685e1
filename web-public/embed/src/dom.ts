type Child = Node | string | false | null | undefined;

/**
 * The document the player's elements are made in: the page's, or on the server a DOM of its own
 * (server-preview.ts draws the player's first screen into the page's HTML with the same code).
 */
let doc: Document | undefined;

/** Runs `draw` with elements made in `document` (synchronous: nothing else can run in between). */
export function inDocument<T>(document: Document, draw: () => T): T {
  const previous = doc;
  doc = document;
  try {
    return draw();
  } finally {
    doc = previous;
  }
}
type Attributes = Record<string, string | number | undefined>;

function fill<E extends Element>(node: E, attributes: Attributes, children: Child[]): E {
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) node.setAttribute(name, String(value));
  }
  // Text goes in as text nodes: data from the API is never parsed as HTML.
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A small createElement: attributes as strings, children as nodes or text. No innerHTML anywhere. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  return fill((doc ?? document).createElement(tag), attributes, children);
}

export function svg(tag: string, attributes: Attributes = {}, ...children: Child[]): SVGElement {
  return fill((doc ?? document).createElementNS("http://www.w3.org/2000/svg", tag) as SVGElement, attributes, children);
}
