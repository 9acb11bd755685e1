/** One SVG element, as plain data: the server writes it as text, React and the embed build it. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: SvgNode[];
}

export type Point = readonly [number, number];

/** Attribute names as React wants them (camelCase) mapped to their SVG markup names. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  strokeWidth: "stroke-width",
  strokeLinecap: "stroke-linecap",
  strokeLinejoin: "stroke-linejoin",
  fillOpacity: "fill-opacity",
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The node as SVG text (the server's image answers and the artwork). */
export function svgMarkup(node: SvgNode, root = true): string {
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeAttribute(String(value))}"`)
    .join("");
  const ns = root && node.tag === "svg" ? ' xmlns="http://www.w3.org/2000/svg"' : "";
  const children = (node.children ?? []).map((child) => svgMarkup(child, false)).join("");
  return `<${node.tag}${ns}${attrs}>${children}</${node.tag}>`;
}

/** The node with its attributes named as in SVG markup ("stroke-width"), for builders that set attributes. */
export function svgTree(node: SvgNode): SvgNode {
  return {
    tag: node.tag,
    attrs: Object.fromEntries(
      Object.entries(node.attrs).map(([name, value]) => [ATTRIBUTE_NAMES[name] ?? name, value]),
    ),
    ...(node.children ? { children: node.children.map(svgTree) } : {}),
  };
}

/** Numbers in the markup: one decimal is finer than a pixel at any size the figures are shown. */
export const round = (n: number) => Math.round(n * 10) / 10;

export const path = (d: string, fill: string): SvgNode => ({ tag: "path", attrs: { d, fill } });
export const circle = (c: Point, r: number, fill: string): SvgNode => ({
  tag: "circle",
  attrs: { cx: round(c[0]), cy: round(c[1]), r: round(r), fill },
});
export const ellipse = (c: Point, rx: number, ry: number, fill: string): SvgNode => ({
  tag: "ellipse",
  attrs: { cx: round(c[0]), cy: round(c[1]), rx: round(rx), ry: round(ry), fill },
});
export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 3): SvgNode => ({
  tag: "rect",
  attrs: { x: round(x), y: round(y), width: round(width), height: round(height), rx, fill },
});
export const line = (a: Point, b: Point, stroke: string, width: number): SvgNode => ({
  tag: "line",
  attrs: {
    x1: round(a[0]),
    y1: round(a[1]),
    x2: round(b[0]),
    y2: round(b[1]),
    stroke,
    strokeWidth: width,
    strokeLinecap: "round",
  },
});

/** A point as path text. */
export const pt = (p: Point) => `${round(p[0])} ${round(p[1])}`;

/** `c` mixed towards `to` by `t` (0..1); both "#rrggbb". Far limbs are their near colour darkened this way. */
export function mix(c: string, to: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(c, i) * (1 - t) + channel(to, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
