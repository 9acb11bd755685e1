import type { SvgNode } from "../figure";
import { block, circle, darker, ellipse, lighter, path, rect, veil } from "./kit";
import { awayFromFigure, bookRow, floorLamp, picture, type Room, roomShell, rug, table, windowPane } from "./room";

/** A sofa seen from the front, its feet on y, `w` wide. */
export function sofa(x: number, y: number, w: number, color: string): SvgNode[] {
  return [
    rect(x + 10, y - 82, w - 20, 48, darker(color, 0.08), 14),
    rect(x, y - 46, w, 34, color, 10),
    rect(x + 20, y - 52, (w - 40) / 2 - 4, 16, lighter(color, 0.15), 7),
    rect(x + w / 2 + 4, y - 52, (w - 40) / 2 - 4, 16, lighter(color, 0.15), 7),
    rect(x - 6, y - 60, 22, 50, darker(color, 0.15), 9),
    rect(x + w - 16, y - 60, 22, 50, darker(color, 0.15), 9),
    rect(x + 8, y - 12, 7, 12, "#3a2a1e"),
    rect(x + w - 15, y - 12, 7, 12, "#3a2a1e"),
  ];
}

/** A living room: a sofa, a rug, a lamp, pictures; with a big window or a bookcase. */
export function livingRoom(room: Room, withWindow: boolean): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const sofaX = right ? w - 200 : -40;
  return [
    ...roomShell(room),
    ...(withWindow
      ? windowPane(room, right ? w - 170 : 40, 30, 130, 110, "trees", 3)
      : [
          ...block(right ? w - 160 : 20, 30, 130, horizon - 30, pal.woodDeep, 8),
          ...[60, 100, 140].flatMap((y) =>
            bookRow(right ? w - 152 : 28, y, 114, [pal.accent, pal.second, "#f1e6d2", pal.ink]),
          ),
        ]),
    ...picture(room, right ? 40 : w - 110, 60, 64, 46),
    ...rug(w / 2, horizon + 40, w * 0.38, lighter(pal.accent, 0.35)),
    ...sofa(sofaX, horizon + 12, 210, pal.accent),
    ...floorLamp(room, right ? 40 : w - 40, horizon + 20),
  ];
}

/** A kitchen: wall cupboards, tiles, a counter with its sink, a fridge, a lamp over the table. */
export function kitchen(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const counterX = right ? w * 0.45 : 0;
  const counterW = w * 0.55;
  const tiles = Array.from({ length: Math.ceil(counterW / 20) }, (_, i) =>
    rect(counterX + i * 20, horizon - 110, 1.5, 50, darker(pal.wall, 0.1)),
  );
  return [
    ...roomShell(room, false),
    rect(counterX, horizon - 110, counterW, 50, lighter(pal.wall, 0.5)),
    ...tiles,
    ...[0, 1, 2].map((i) => rect(counterX + 6 + i * (counterW / 3), 34, counterW / 3 - 10, 58, pal.second, 3)),
    ...[0, 1, 2].map((i) =>
      rect(counterX + counterW / 6 - 8 + i * (counterW / 3), 80, 16, 4, lighter(pal.second, 0.6)),
    ),
    ...block(counterX, horizon - 60, counterW, 66, lighter(pal.second, 0.2), 0),
    rect(counterX - 4, horizon - 64, counterW + 8, 8, "#f4efe6"),
    ...[0, 1, 2].map((i) =>
      rect(counterX + 8 + i * (counterW / 3), horizon - 48, counterW / 3 - 14, 48, pal.second, 2),
    ),
    rect(counterX + counterW * 0.4, horizon - 84, 3, 22, pal.metal),
    path(`M${counterX + counterW * 0.4} ${horizon - 84}h14`, "none", { stroke: pal.metal, strokeWidth: 3 }),
    ...block(right ? 12 : w - 82, 40, 70, horizon - 34, "#eef0f2", 6),
    rect(right ? 18 : w - 76, 100, 58, 2, "#c4c8cc"),
    rect(right ? 70 : w - 30, 60, 3, 30, "#9aa0a6"),
    rect(w / 2 - 1, 0, 2, 50, pal.ink),
    path(`M${w / 2 - 24} 72q24 -34 48 0z`, pal.accent),
    ...(pal.time === "day"
      ? []
      : [veil(`M${w / 2 - 24} 72L${w / 2 - 80} ${horizon + 50}h160L${w / 2 + 24} 72z`, "#fff4c2", 0.18)]),
    ...table(right ? w * 0.5 : w * 0.16, horizon + 8, w * 0.34, horizon + 62, pal.wood, pal.woodDeep),
    ...[0, 1].map((i) => ellipse((right ? w * 0.56 : w * 0.22) + i * 40, horizon + 4, 10, 3, "#ffffff")),
  ];
}

/** A bedroom: a bed with its duvet, a bedside lamp, a mirror on the wall, the window's hour. */
export function bedroom(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const bedX = right ? w - 190 : -20;
  const lit = pal.time !== "day";
  return [
    ...roomShell(room),
    ...windowPane(room, right ? 34 : w - 124, 40, 90, 100, "city"),
    rect(w / 2 - 38, 44, 76, 110, pal.woodDeep, 38),
    rect(w / 2 - 32, 50, 64, 98, lighter(pal.skyFar, 0.5), 32),
    veil(`M${w / 2 - 12} 60l20 -4l-30 80l-14 2z`, "#ffffff", 0.35),
    rect(bedX - 6, horizon - 78, 26, 108, pal.woodDeep, 10),
    rect(bedX, horizon - 70, 14, 60, lighter(pal.woodDeep, 0.15), 6),
    ...block(bedX + 14, horizon - 10, 196, 40, "#f4efe6", 12),
    path(`M${bedX + 70} ${horizon - 12}h140l10 -6v34h-150z`, pal.accent),
    rect(bedX + 20, horizon - 24, 44, 16, "#ffffff", 7),
    ...block(right ? bedX - 40 : bedX + 216, horizon - 10, 34, 40, pal.wood, 6),
    ...(lit ? [veil(`M${right ? bedX - 23 : bedX + 233} ${horizon - 36}l-44 46h88z`, "#fff4c2", 0.3)] : []),
    rect(right ? bedX - 25 : bedX + 231, horizon - 30, 4, 20, pal.ink),
    path(
      `M${right ? bedX - 35 : bedX + 221} ${horizon - 30}h24l-6 -16h-12z`,
      lit ? "#fff1b8" : lighter(pal.second, 0.5),
    ),
  ];
}

/** A hallway: doors, one ajar on a home office, a coat rack, a runner rug along the floor. */
export function hallway(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const door = (x: number, open: boolean): SvgNode[] => [
    rect(x - 6, horizon - 170, 92, 174, lighter(pal.wall, 0.6), 2),
    ...(open
      ? [
          rect(x, horizon - 164, 80, 164, darker(pal.wallDeep, 0.15)),
          rect(x + 10, horizon - 70, 60, 8, pal.wood),
          rect(x + 28, horizon - 104, 26, 30, pal.ink, 2),
          path(`M${x} ${horizon - 164}l-22 10v164l22 -10z`, pal.second),
        ]
      : [
          rect(x, horizon - 164, 80, 164, pal.second),
          rect(x + 10, horizon - 150, 60, 60, lighter(pal.second, 0.12), 2),
          rect(x + 10, horizon - 80, 60, 64, lighter(pal.second, 0.12), 2),
          circle(x + 68, horizon - 84, 4, "#e8d48a"),
        ]),
  ];
  const coats = (x: number): SvgNode[] => [
    rect(x - 40, 62, 80, 6, pal.woodDeep, 2),
    path(`M${x - 30} 68q-8 40 -4 86h22q4 -46 -4 -86z`, pal.accent),
    path(`M${x + 6} 68q-6 30 -2 64h20q4 -34 -4 -64z`, pal.accentDeep),
    circle(x + 26, 80, 10, lighter(pal.second, 0.3)),
  ];
  return [
    ...roomShell(room),
    ...door(w * 0.08, false),
    ...door(w - 104, true),
    ...coats(w * 0.5),
    ...picture(room, w * 0.5 - 26, 12, 52, 34),
    path(`M${w * 0.12} ${room.h}L${w * 0.36} ${horizon + 6}h${w * 0.28}L${w * 0.88} ${room.h}z`, pal.accent),
    path(
      `M${w * 0.18} ${room.h}L${w * 0.38} ${horizon + 10}h${w * 0.24}L${w * 0.82} ${room.h}z`,
      lighter(pal.accent, 0.25),
    ),
  ];
}
