import type { SvgNode } from "../figure";
import { block, circle, darker, ellipse, lighter, path, rect, veil } from "./kit";
import type { Palette } from "./palette";

/** Where a scene is drawn: its canvas, where its wall meets its floor, its colours and its figure's place. */
export interface Room {
  w: number;
  h: number;
  /** The y of the wall's foot: furniture against the wall stands here, the figure in front of it. */
  horizon: number;
  pal: Palette;
  /** The figure's centre x: props keep clear of [fx - 70, fx + 70]. */
  fx: number;
  /** The y of the figure's feet, in front of the wall. */
  feet: number;
}

/** The side of the canvas away from the figure, where the big furniture goes. */
export const awayFromFigure = (room: Room): "left" | "right" => (room.fx < room.w / 2 ? "right" : "left");

/** Wall, floor, skirting and the floor's boards: the room's box. */
export function roomShell(room: Room, boards = true): SvgNode[] {
  const { w, h, horizon, pal } = room;
  const lines = boards
    ? Array.from({ length: 6 }, (_, i) =>
        path(`M${(i - 1) * (w / 4)} ${h}L${w / 2 + (i - 3) * 34} ${horizon}`, "none", {
          stroke: pal.floorDeep,
          strokeWidth: 1.5,
          strokeOpacity: 0.5,
        }),
      )
    : [];
  return [
    rect(0, 0, w, horizon, pal.wall),
    rect(0, horizon, w, h - horizon, pal.floor),
    ...lines,
    rect(0, horizon - 5, w, 6, lighter(pal.wall, 0.45)),
  ];
}

/** What a window shows outside: rooftops, trees or hills, under the hour's sky. */
export type View = "city" | "trees" | "hills";

function outside(x: number, y: number, w: number, h: number, pal: Palette, view: View): SvgNode[] {
  const base = y + h;
  const night = pal.time === "night";
  const far = night ? "#1c2442" : pal.time === "dusk" ? "#b0607a" : "#8fb8c9";
  const near = night ? "#141a30" : pal.time === "dusk" ? "#7a4a6a" : "#6f9a7a";
  const sun = night
    ? circle(x + w * 0.72, y + h * 0.25, 7, "#f4f1d0")
    : circle(x + w * 0.25, y + h * 0.32, 9, "#fff3c4");
  const shapes: SvgNode[] =
    view === "city"
      ? [
          rect(x + w * 0.05, base - h * 0.55, w * 0.22, h * 0.55, far),
          rect(x + w * 0.32, base - h * 0.75, w * 0.18, h * 0.75, near),
          rect(x + w * 0.55, base - h * 0.45, w * 0.25, h * 0.45, far),
          rect(x + w * 0.82, base - h * 0.62, w * 0.16, h * 0.62, near),
          ...(night
            ? [rect(x + w * 0.36, base - h * 0.6, 4, 4, "#ffd66b"), rect(x + w * 0.6, base - h * 0.3, 4, 4, "#ffd66b")]
            : []),
        ]
      : view === "trees"
        ? [
            // Crowns as half-discs on the window's foot, each inside the pane.
            path(`M${x} ${base}a${w * 0.2} ${h * 0.5} 0 0 1 ${w * 0.4} 0z`, far),
            path(`M${x + w * 0.3} ${base}a${w * 0.22} ${h * 0.7} 0 0 1 ${w * 0.44} 0z`, near),
            path(`M${x + w * 0.68} ${base}a${w * 0.16} ${h * 0.45} 0 0 1 ${w * 0.32} 0z`, far),
          ]
        : [
            path(
              `M${x} ${base}Q${x + w * 0.3} ${base - h * 0.7} ${x + w * 0.6} ${base - h * 0.3}T${x + w} ${base - h * 0.4}V${base}z`,
              far,
            ),
            path(`M${x} ${base}Q${x + w * 0.5} ${base - h * 0.35} ${x + w} ${base - h * 0.15}V${base}z`, near),
          ];
  return [rect(x, y, w, h, pal.sky), rect(x, y, w, h * 0.45, pal.skyFar), sun, ...shapes];
}

/** A framed window with its view, its sill, and (by day) the light it throws on the floor. */
export function windowPane(room: Room, x: number, y: number, w: number, h: number, view: View, panes = 2): SvgNode[] {
  const { pal, horizon, h: height } = room;
  const frame = lighter(pal.wall, 0.7);
  const bars = Array.from({ length: panes - 1 }, (_, i) => rect(x + ((i + 1) * w) / panes - 2, y, 4, h, frame));
  const lit =
    pal.time === "night"
      ? []
      : [veil(`M${x} ${horizon}h${w}l${w * 0.5} ${height - horizon}h${-w * 1.2}z`, "#ffffff", 0.16)];
  return [
    ...lit,
    rect(x - 6, y - 6, w + 12, h + 12, frame, 3),
    ...outside(x, y, w, h, pal, view),
    ...bars,
    rect(x, y + h / 2 - 2, w, 4, frame),
    rect(x - 10, y + h + 4, w + 20, 7, lighter(pal.wall, 0.85), 2),
  ];
}

/** A potted plant standing on the floor (or a shelf) at its foot (x, y). */
export function plant(x: number, y: number, size = 1, pot = "#e8e2d6"): SvgNode[] {
  const s = size;
  return [
    path(
      `M${x} ${y - 34 * s}q${-30 * s} ${-20 * s} ${-26 * s} ${-64 * s}q${20 * s} ${18 * s} ${26 * s} ${64 * s}z`,
      "#4c7a2a",
    ),
    path(
      `M${x} ${y - 34 * s}q${28 * s} ${-26 * s} ${20 * s} ${-70 * s}q${-22 * s} ${24 * s} ${-20 * s} ${70 * s}z`,
      "#6a9c36",
    ),
    path(
      `M${x} ${y - 34 * s}q${-6 * s} ${-40 * s} ${6 * s} ${-80 * s}q${8 * s} ${40 * s} ${-6 * s} ${80 * s}z`,
      "#3f6b22",
    ),
    path(`M${x - 16 * s} ${y - 36 * s}h${32 * s}l${-5 * s} ${36 * s}h${-22 * s}z`, pot),
    rect(x - 16 * s, y - 36 * s, 32 * s, 6 * s, darker(pot, 0.12)),
  ];
}

/** A framed picture on the wall: a few shapes of the category's colours. */
export function picture(room: Room, x: number, y: number, w: number, h: number): SvgNode[] {
  const { pal } = room;
  return [
    rect(x - 4, y - 4, w + 8, h + 8, pal.ink, 2),
    rect(x, y, w, h, lighter(pal.wall, 0.8)),
    circle(x + w * 0.35, y + h * 0.45, Math.min(w, h) * 0.22, pal.accent),
    path(`M${x} ${y + h}L${x + w * 0.55} ${y + h * 0.5}L${x + w} ${y + h}z`, pal.second),
  ];
}

/** A floor lamp at x: its foot on the floor line y; lit at dusk and at night. */
export function floorLamp(room: Room, x: number, y: number): SvgNode[] {
  const lit = room.pal.time !== "day";
  return [
    ...(lit ? [veil(`M${x - 20} ${y - 150}L${x - 70} ${y}h140z`, "#fff4c2", 0.22)] : []),
    rect(x - 2, y - 150, 4, 148, room.pal.ink),
    ellipse(x, y - 2, 16, 4, room.pal.ink),
    path(`M${x - 24} ${y - 148}h48l-12 -34h-24z`, lit ? "#fff1b8" : lighter(room.pal.accent, 0.6)),
  ];
}

/** An oval rug on the floor, centred at (x, y). */
export const rug = (x: number, y: number, rx: number, color: string): SvgNode[] => [
  ellipse(x, y + 3, rx, rx * 0.16, darker(color, 0.25)),
  ellipse(x, y, rx, rx * 0.16, color),
];

/** A shelf of books: a board and a row of spines in the scene's colours. */
export function bookRow(x: number, y: number, w: number, colors: readonly string[]): SvgNode[] {
  const spines: SvgNode[] = [];
  let at = x + 3;
  let i = 0;
  while (at < x + w - 10) {
    const bw = 6 + ((i * 7) % 5);
    const bh = 22 + ((i * 11) % 9);
    spines.push(rect(at, y - bh, bw, bh, colors[i % colors.length] ?? "#888888", 1));
    at += bw + 1;
    i += 1;
  }
  return [...spines, rect(x, y, w, 5, "#6b4a2e")];
}

/** A simple desk or table top on legs, with volume: top at y, feet on `floor`. */
export function table(x: number, y: number, w: number, floor: number, color: string, legs = "#3a3f48"): SvgNode[] {
  return [
    rect(x + 6, y + 8, 5, floor - y - 8, legs),
    rect(x + w - 11, y + 8, 5, floor - y - 8, legs),
    ...block(x, y, w, 8, color, 10),
  ];
}
