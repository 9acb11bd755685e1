import type { SvgNode } from "../figure";
import { block, circle, darker, ellipse, lighter, path, rect } from "./kit";
import { awayFromFigure, bookRow, plant, type Room, roomShell, table, windowPane } from "./room";

/** A café: a counter with its coffee machine, a chalk menu, pendant lamps, a small table with cups. */
export function cafe(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const counterX = right ? w - 190 : 0;
  return [
    ...roomShell(room),
    ...windowPane(room, right ? 20 : w - 150, 40, 130, 90, "city", 3),
    path(`M${right ? 8 : w - 162} 34h154l-10 -20h-134z`, pal.accent),
    rect(counterX + 20, 30, 150, 70, "#2f3a33", 3),
    ...[0, 1, 2, 3].map((i) => rect(counterX + 34, 44 + i * 13, 60 + ((i * 23) % 50), 3, "#e8efe6")),
    ...block(counterX, horizon - 72, 190, 78, pal.woodDeep, 0),
    rect(counterX - 4, horizon - 78, 198, 8, lighter(pal.wood, 0.3)),
    ...block(counterX + (right ? 120 : 20), horizon - 120, 44, 42, pal.metal, 5),
    rect(counterX + (right ? 130 : 30), horizon - 104, 24, 10, pal.ink),
    ...[0, 1, 2].map((i) => rect(counterX + 16 + i * 60, horizon - 62, 50, 60, darker(pal.woodDeep, 0.15), 2)),
    ...[0.3, 0.7].flatMap((f) => [
      rect(w * f - 1, 0, 2, 26, pal.ink),
      path(`M${w * f - 14} 38q14 -24 28 0z`, pal.second),
    ]),
    ...table(right ? room.fx + 70 : room.fx - 150, horizon + 6, 80, horizon + 58, lighter(pal.wood, 0.2), pal.ink),
    rect(right ? room.fx + 90 : room.fx - 130, horizon - 6, 10, 12, "#ffffff", 2),
    rect(right ? room.fx + 110 : room.fx - 110, horizon - 8, 12, 14, pal.accent, 2),
  ];
}

/** A library: shelves from floor to ceiling, a reading lamp, a table with a pile of books. */
export function library(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const colors = [pal.accent, pal.second, "#efe3c8", pal.accentDeep, darker(pal.second, 0.3), "#c9a35a"];
  const bays = Math.ceil(w / 100);
  return [
    ...roomShell(room, false),
    ...Array.from({ length: bays }, (_, i) => [
      rect(i * 100, 10, 96, horizon - 10, pal.woodDeep),
      ...[56, 104, 152, horizon - 10].flatMap((y, j) => bookRow(i * 100 + 4, y, 88, colors.slice((i + j) % 3))),
    ]).flat(),
    rect(0, 0, w, 12, darker(pal.woodDeep, 0.2)),
    ...table(awayFromFigure(room) === "right" ? w - 130 : 10, horizon + 6, 120, horizon + 60, pal.wood, pal.woodDeep),
    ...[0, 1, 2].map((i) =>
      rect(
        (awayFromFigure(room) === "right" ? w - 110 : 30) + i * 3,
        horizon - 2 - i * 7,
        36,
        7,
        colors[i] ?? pal.accent,
        1,
      ),
    ),
    rect(awayFromFigure(room) === "right" ? w - 44 : 96, horizon - 40, 3, 40, pal.ink),
    path(`M${awayFromFigure(room) === "right" ? w - 56 : 84} ${horizon - 40}h28l-6 -14h-16z`, "#3f7a4f"),
  ];
}

/** A commuter train: the carriage's windows on the passing hills, seats, handrails and a luggage rack. */
export function train(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const panes = Math.max(2, Math.round(w / 140));
  const paneW = (w - 40) / panes;
  return [
    ...roomShell(room, false),
    rect(0, 0, w, 30, lighter(pal.wall, 0.4)),
    rect(0, 30, w, 5, pal.metal),
    ...Array.from({ length: panes }, (_, i) => windowPane(room, 26 + i * paneW, 54, paneW - 26, 80, "hills", 1)).flat(),
    rect(0, 44, w, 4, pal.metal),
    // Rows of seats seen from the aisle: backrest, headrest, cushion and the frame they sit on.
    ...Array.from({ length: panes + 1 }, (_, i) => {
      const x = 10 + i * paneW - 8;
      return [
        rect(x, horizon - 96, 48, 70, pal.accent, 10),
        rect(x + 6, horizon - 108, 36, 18, pal.accentDeep, 7),
        rect(x - 4, horizon - 34, 58, 16, darker(pal.accent, 0.12), 6),
        rect(x + 20, horizon - 18, 8, 22, pal.metal),
      ];
    }).flat(),
    rect(0, 36, w, 4, pal.metal),
    ...Array.from({ length: Math.ceil(w / 60) }, (_, i) => [
      rect(i * 60 + 28, 40, 2, 16, pal.metal),
      path(`M${i * 60 + 22} 56h14v10a7 7 0 0 1 -14 0z`, "none", { stroke: pal.ink, strokeWidth: 3 }),
    ]).flat(),
    rect(0, horizon - 4, w, 10, darker(pal.floor, 0.2)),
    ...[0.18, 0.82].map((f) => rect(w * f, 0, 5, horizon + 30, "#c9ced6")),
  ];
}

/** A park: sky, a line of trees, the lawn, a path, a bench and a lamp post. */
export function park(room: Room): SvgNode[] {
  const { w, h, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const tree = (x: number, r: number): SvgNode[] => [
    rect(x - 5, horizon - 40, 10, 46, "#6b4a2e"),
    circle(x, horizon - 60, r, "#4f8a3a"),
    circle(x - r * 0.5, horizon - 48, r * 0.7, "#3f7a2e"),
    circle(x + r * 0.4, horizon - 76, r * 0.6, "#66a046"),
  ];
  const benchX = right ? w - 130 : 20;
  return [
    rect(0, 0, w, horizon, pal.sky),
    rect(0, 0, w, 70, pal.skyFar),
    circle(right ? 70 : w - 70, 60, 20, "#fff3c4"),
    ellipse(w * 0.3, 50, 34, 10, "#ffffff"),
    ellipse(w * 0.72, 90, 28, 8, "#ffffff"),
    path(
      `M0 ${horizon}Q${w * 0.3} ${horizon - 50} ${w * 0.6} ${horizon - 20}T${w} ${horizon - 30}V${horizon}z`,
      "#9cc47a",
    ),
    rect(0, horizon, w, h - horizon, "#8cc063"),
    ...[0.1, 0.38, 0.66, 0.92].flatMap((f, i) => tree(w * f, 26 + (i % 2) * 8)),
    path(`M${w * 0.4} ${horizon}h${w * 0.14}L${w * 0.8} ${h}H${w * 0.1}z`, lighter(pal.accent, 0.55)),
    rect(benchX, horizon + 6, 110, 8, pal.woodDeep, 2),
    rect(benchX, horizon - 20, 110, 8, pal.woodDeep, 2),
    rect(benchX, horizon - 8, 110, 8, pal.wood, 2),
    rect(benchX + 8, horizon + 14, 6, 22, pal.ink),
    rect(benchX + 96, horizon + 14, 6, 22, pal.ink),
    rect(right ? 30 : w - 34, horizon - 110, 4, 140, pal.ink),
    circle(right ? 32 : w - 32, horizon - 114, 9, "#fff1b8"),
  ];
}

/** A balcony over the city: a railing, pots, the skyline at dusk. */
export function balcony(room: Room): SvgNode[] {
  const { w, h, horizon, pal } = room;
  const towers = Array.from({ length: Math.ceil(w / 46) }, (_, i) => {
    const th = 50 + ((i * 37) % 70);
    return rect(i * 46, horizon - 30 - th, 40, th + 30, i % 2 ? darker(pal.second, 0.35) : darker(pal.accent, 0.45));
  });
  const rails = Array.from({ length: Math.ceil(w / 22) }, (_, i) => rect(i * 22 + 6, horizon - 70, 4, 70, pal.ink));
  return [
    rect(0, 0, w, horizon, pal.sky),
    rect(0, 0, w, 80, pal.skyFar),
    circle(w * 0.7, horizon - 100, 26, "#ffd98a"),
    ...towers,
    rect(0, horizon - 10, w, 12, darker(pal.metal, 0.2)),
    rect(0, horizon, w, h - horizon, lighter(pal.floor, 0.1)),
    ...Array.from({ length: Math.ceil(w / 40) }, (_, i) => rect(i * 40, horizon, 1.5, h - horizon, pal.floorDeep)),
    ...rails,
    rect(0, horizon - 74, w, 8, pal.ink, 2),
    ...plant(room.fx < w / 2 ? w - 40 : 40, horizon + 40, 1.1, pal.accent),
    ...plant(room.fx < w / 2 ? w - 90 : 90, horizon + 30, 0.7, pal.second),
  ];
}

/** A garden: a wooden fence, a tree, flowers, a patio of stones under the figure. */
export function garden(room: Room): SvgNode[] {
  const { w, h, horizon, pal } = room;
  const boards = Array.from({ length: Math.ceil(w / 26) }, (_, i) => [
    path(`M${i * 26 + 1} ${horizon}v-92l11 -10l11 10v92z`, i % 2 ? pal.wood : lighter(pal.wood, 0.08)),
  ]).flat();
  const flowers = Array.from({ length: Math.ceil(w / 30) }, (_, i) =>
    circle(i * 30 + 12, horizon - 6 - (i % 3) * 4, 5, i % 2 ? pal.accent : "#ffffff"),
  );
  const treeX = room.fx < w / 2 ? w - 70 : 70;
  return [
    rect(0, 0, w, horizon, pal.sky),
    rect(0, 0, w, 60, pal.skyFar),
    ...boards,
    rect(0, horizon - 70, w, 6, pal.woodDeep),
    rect(treeX - 8, 60, 16, horizon - 60, "#6b4a2e"),
    circle(treeX, 60, 52, "#4f8a3a"),
    circle(treeX - 36, 86, 34, "#3f7a2e"),
    circle(treeX + 34, 40, 30, "#66a046"),
    rect(0, horizon - 16, w, 20, "#5f9a3e"),
    ...flowers,
    rect(0, horizon + 4, w, h - horizon, "#8cc063"),
    ...Array.from({ length: 4 }, (_, i) =>
      ellipse(room.fx - 90 + i * 60, horizon + 40 + (i % 2) * 14, 28, 8, "#d8d0c2"),
    ),
    // A raised bed of flowers on the other side of the patio.
    ...block(room.fx < w / 2 ? w - 94 : 20, horizon + 24, 74, 22, pal.woodDeep, 8),
    ...Array.from({ length: 5 }, (_, i) => [
      rect((room.fx < w / 2 ? w - 86 : 28) + i * 14, horizon + 6, 2, 16, "#3f7a2e"),
      circle((room.fx < w / 2 ? w - 85 : 29) + i * 14, horizon + 6, 6, i % 2 ? pal.accent : "#ffd166"),
    ]).flat(),
  ];
}
