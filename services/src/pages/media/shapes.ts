import { div, type MediaChild, type MediaElement, type Style } from "./element.js";
import { COLORS, FONT_FAMILY } from "./theme.js";

/**
 * The brand mark drawn from primitives: a rounded tile holding a figure that stretches
 * both arms up. `fg` is the tile colour, `bg` the figure's.
 */
export function brandMark(size: number, fg: string = COLORS.lime, bg: string = COLORS.dark): MediaElement {
  const u = size / 100;
  const part = (left: number, top: number, width: number, height: number, rotate = 0) =>
    div({
      position: "absolute",
      left: left * u,
      top: top * u,
      width: width * u,
      height: height * u,
      borderRadius: (Math.min(width, height) / 2) * u,
      backgroundColor: bg,
      ...(rotate ? { transform: `rotate(${rotate}deg)` } : {}),
    });
  return div(
    {
      display: "flex",
      position: "relative",
      width: size,
      height: size,
      borderRadius: 26 * u,
      backgroundColor: fg,
      flexShrink: 0,
    },
    part(40, 13, 20, 20), // head
    part(43, 50, 14, 38), // body
    part(20, 36, 36, 13, 45), // left arm, raised
    part(44, 36, 36, 13, -45), // right arm, raised
  );
}

/** An absolutely placed circle; `ring` draws only its outline. */
export function circle(opts: {
  size: number;
  left?: number;
  top?: number;
  right?: number;
  bottom?: number;
  color: string;
  ring?: number;
  opacity?: number;
}): MediaElement {
  const style: Style = {
    position: "absolute",
    width: opts.size,
    height: opts.size,
    borderRadius: "50%",
  };
  place(style, opts);
  if (opts.ring) style.border = `${opts.ring}px solid ${opts.color}`;
  else style.backgroundColor = opts.color;
  if (opts.opacity !== undefined) style.opacity = opts.opacity;
  return div(style);
}

/** A small grid of dots, the kind of texture that fills a corner without competing with text. */
export function dotGrid(opts: {
  cols: number;
  rows: number;
  gap: number;
  dot: number;
  left?: number;
  top?: number;
  right?: number;
  bottom?: number;
  color: string;
  opacity?: number;
}): MediaElement {
  const style: Style = { position: "absolute", display: "flex", flexDirection: "column", gap: opts.gap };
  place(style, opts);
  if (opts.opacity !== undefined) style.opacity = opts.opacity;
  const row = () =>
    div(
      { display: "flex", gap: opts.gap },
      ...Array.from({ length: opts.cols }, () =>
        div({ width: opts.dot, height: opts.dot, borderRadius: opts.dot / 2, backgroundColor: opts.color }),
      ),
    );
  return div(style, ...Array.from({ length: opts.rows }, row));
}

/**
 * The fixed-size root: decoration first (absolutely placed, painted underneath), then the
 * content. Satori sizes boxes content-box, so padding belongs on the content, never here.
 */
export function canvas(
  size: { width: number; height: number },
  style: Style,
  decoration: MediaElement[],
  ...content: MediaChild[]
): MediaElement {
  return div(
    {
      display: "flex",
      flexDirection: "column",
      position: "relative",
      width: size.width,
      height: size.height,
      fontFamily: FONT_FAMILY,
      ...style,
    },
    ...decoration,
    ...content,
  );
}

type Placement = { left?: number; top?: number; right?: number; bottom?: number };

function place(style: Style, at: Placement): void {
  for (const side of ["left", "top", "right", "bottom"] as const) {
    const value = at[side];
    if (value !== undefined) style[side] = value;
  }
}
