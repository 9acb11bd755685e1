import { mix, round as r1, type SvgNode } from "../svg";

// The colour mixing and rounding of the figures' drawing words (svg.ts), so scenes and people shade alike.
export { mix };

/**
 * The scene kit's drawing words: flat shapes only (no gradients, filters, classes or style attributes),
 * so resvg rasterises them and the pages' strict CSP inlines them as they are.
 */
export const el = (tag: string, attrs: Record<string, string | number>, children?: SvgNode[]): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };

export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0): SvgNode =>
  el("rect", { x: r1(x), y: r1(y), width: r1(width), height: r1(height), rx, fill });

export const path = (d: string, fill: string, extra: Record<string, string | number> = {}): SvgNode =>
  el("path", { d, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string): SvgNode =>
  el("circle", { cx: r1(cx), cy: r1(cy), r, fill });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): SvgNode =>
  el("ellipse", { cx: r1(cx), cy: r1(cy), rx, ry, fill });

export const stroke = (d: string, color: string, width: number): SvgNode =>
  el("path", { d, fill: "none", stroke: color, strokeWidth: width, strokeLinecap: "round" });

/** A lit or shaded patch: white or ink laid over what is below, at an opacity. */
export const veil = (d: string, color: string, opacity: number): SvgNode =>
  el("path", { d, fill: color, fillOpacity: opacity });

export const darker = (color: string, t: number) => mix(color, "#14180c", t);
export const lighter = (color: string, t: number) => mix(color, "#ffffff", t);

/**
 * A box seen slightly from above and the right: its front, its top and its side, so furniture has
 * volume. (x, y) is the front's top-left corner; `depth` how far the top recedes.
 */
export function block(x: number, y: number, w: number, h: number, color: string, depth = 8): SvgNode[] {
  return [
    path(`M${r1(x)} ${r1(y)}l${depth} ${-depth * 0.6}h${r1(w)}l${-depth} ${depth * 0.6}z`, lighter(color, 0.28)),
    path(`M${r1(x + w)} ${r1(y)}l${depth} ${-depth * 0.6}v${r1(h)}l${-depth} ${depth * 0.6}z`, darker(color, 0.22)),
    rect(x, y, w, h, color),
  ];
}
