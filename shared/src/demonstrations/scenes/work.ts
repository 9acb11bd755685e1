import type { SvgNode } from "../figure";
import { block, circle, darker, ellipse, lighter, path, rect, veil } from "./kit";
import { awayFromFigure, bookRow, picture, plant, type Room, roomShell, table, type View, windowPane } from "./room";

/** A monitor on a stand, its foot on a desk top at (x, y). */
function monitor(x: number, y: number, w: number, pal: Room["pal"]): SvgNode[] {
  const h = w * 0.62;
  const glow = pal.time === "night" ? "#9fd3ff" : lighter(pal.second, 0.55);
  return [
    rect(x + w / 2 - 3, y - 12, 6, 12, pal.metal),
    rect(x + w / 2 - 12, y - 3, 24, 3, pal.metal),
    ...block(x, y - 12 - h, w, h, pal.ink, 4),
    rect(x + 3, y - 9 - h, w - 6, h - 6, glow),
    rect(x + 8, y - h, w * 0.4, 3, lighter(glow, 0.5)),
    rect(x + 8, y - h + 7, w * 0.6, 3, lighter(glow, 0.5)),
  ];
}

/** A laptop, open, on a desk top at (x, y). */
const laptop = (x: number, y: number, pal: Room["pal"]): SvgNode[] => [
  path(`M${x} ${y}h44l-4 -4h-36z`, pal.metal),
  path(`M${x + 8} ${y - 4}l-4 -28h34l4 28z`, darker(pal.metal, 0.3)),
];

const mug = (x: number, y: number, color: string): SvgNode[] => [
  rect(x, y - 12, 10, 12, color, 2),
  path(`M${x + 10} ${y - 10}h3a3 3 0 0 1 0 7h-3`, "none", { stroke: color, strokeWidth: 2 }),
];

/** A home office: window, bookshelves, a desk with its screen, a plant. `view` is what the window shows. */
export function homeOffice(room: Room, view: View): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const deskX = right ? w - 190 : 20;
  const shelfX = right ? 24 : w - 130;
  return [
    ...roomShell(room),
    ...windowPane(room, right ? w * 0.5 - 60 : w * 0.5 - 20, 34, 96, 104, view),
    rect(shelfX - 6, 60, 112, 6, pal.woodDeep),
    ...bookRow(shelfX, 100, 100, [pal.accent, pal.second, pal.ink, lighter(pal.accent, 0.4)]),
    ...bookRow(shelfX, 146, 100, [pal.second, pal.woodDeep, pal.accent]),
    ...picture(room, shelfX + 20, 20, 56, 30),
    ...table(deskX, horizon - 58, 170, horizon + 14, pal.wood),
    ...monitor(deskX + (right ? 92 : 20), horizon - 58, 58, pal),
    ...mug(deskX + (right ? 20 : 140), horizon - 58, pal.accent),
    ...plant(right ? w - 24 : 24, horizon + 30, 0.9, pal.accent),
  ];
}

/** An open office: a window wall over the city, rows of desks and colleagues, pendant lamps. */
export function openOffice(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const lamps = [0.2, 0.5, 0.8].map((f) => w * f);
  const colleague = (x: number, shirt: string): SvgNode[] => [
    circle(x, horizon - 74, 9, darker(pal.wall, 0.55)),
    path(`M${x - 13} ${horizon - 46}q0 -18 13 -18q13 0 13 18z`, shirt),
  ];
  const desks = [0.12, 0.42, 0.72].flatMap((f) => {
    const x = w * f;
    return [
      ...colleague(x + 30, [pal.second, pal.accentDeep, pal.metal][Math.round(f * 10) % 3] ?? pal.second),
      ...table(x, horizon - 46, 92, horizon + 2, lighter(pal.wood, 0.35), pal.metal),
      ...monitor(x + 50, horizon - 46, 34, pal),
    ];
  });
  return [
    ...roomShell(room, false),
    rect(0, 24, w, 2, pal.wallDeep),
    ...windowPane(room, 10, 40, w - 20, 96, "city", Math.max(3, Math.round(w / 90))),
    ...lamps.flatMap((x) => [rect(x - 1, 0, 2, 22, pal.ink), path(`M${x - 16} 34q16 -22 32 0z`, pal.accent)]),
    rect(0, horizon - 1, w, 3, pal.wallDeep),
    ...desks,
    ...plant(awayFromFigure(room) === "right" ? w - 26 : 26, horizon + 34, 1.05, pal.second),
    veil(`M0 ${horizon + 2}H${w}V${horizon + 14}H0z`, "#14180c", 0.06),
  ];
}

/** A standing desk by a pinboard; at home (a lamp, a rug) or at the office (a clock, a plant). */
export function standingDesk(room: Room, atHome: boolean): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const deskX = right ? w - 150 : 16;
  const notes = [pal.accent, "#ffe27a", pal.second, "#ffffff", lighter(pal.accent, 0.5)];
  return [
    ...roomShell(room, atHome),
    ...(atHome
      ? windowPane(room, right ? 30 : w - 150, 36, 110, 120, "hills")
      : [
          rect(right ? 20 : w - 170, 40, 150, 96, lighter(pal.wallDeep, 0.2)),
          ...windowPane(room, right ? 34 : w - 156, 52, 122, 72, "city", 3),
        ]),
    rect(deskX + 10, 40, 120, 78, pal.woodDeep, 3),
    rect(deskX + 14, 44, 112, 70, lighter(pal.wood, 0.45)),
    ...notes.map((c, i) => rect(deskX + 22 + (i % 3) * 34, 52 + Math.floor(i / 3) * 30, 24, 22, c, 1)),
    ...table(deskX, horizon - 96, 134, horizon + 14, atHome ? pal.wood : lighter(pal.metal, 0.75), pal.ink),
    ...laptop(deskX + 46, horizon - 96, pal),
    ...(atHome
      ? [
          ...plant(right ? 26 : w - 26, horizon + 30, 0.8, pal.second),
          // The balance cushion the figure stands on.
          ellipse(room.fx, room.feet + 4, 40, 9, pal.accentDeep),
          ellipse(room.fx, room.feet, 40, 9, pal.accent),
        ]
      : [
          // A wall clock between the pinboard and the window.
          circle(w / 2, 40, 16, pal.ink),
          circle(w / 2, 40, 13, "#ffffff"),
          path(`M${w / 2} 30v10h8`, "none", { stroke: pal.ink, strokeWidth: 2 }),
        ]),
  ];
}

/** A meeting room: a glass wall, a whiteboard with a chart, a long table and its chairs. */
export function meetingRoom(room: Room, seatedAtTable: boolean): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const boardX = right ? w - 170 : 20;
  const chair = (x: number): SvgNode[] => [
    rect(x, horizon - 58, 30, 40, pal.second, 6),
    rect(x + 13, horizon - 18, 4, 26, pal.ink),
    rect(x + 3, horizon + 6, 24, 3, pal.ink),
  ];
  return [
    ...roomShell(room, false),
    rect(right ? 0 : w - 120, 0, 120, horizon, lighter(pal.skyFar, 0.3)),
    rect(right ? 0 : w - 120, 92, 120, 16, lighter(pal.wall, 0.5)),
    ...[0, 40, 80].map((d) => rect((right ? 0 : w - 120) + d, 0, 3, horizon, pal.metal)),
    rect(boardX, 40, 150, 94, pal.metal, 3),
    rect(boardX + 4, 44, 142, 86, "#fbfbf7"),
    path(`M${boardX + 14} ${118}l30 -24l26 12l34 -38l26 16`, "none", { stroke: pal.accent, strokeWidth: 4 }),
    ...[0, 1, 2].map((i) => rect(boardX + 18 + i * 22, 54, 16, 4, pal.second)),
    // Ceiling lights in a row, and a screen on the wall for the call.
    ...[0.3, 0.55, 0.8].map((f) => rect(w * f - 22, 0, 44, 7, lighter(pal.wall, 0.7), 3)),
    ...(seatedAtTable
      ? [
          ...block(right ? 128 : 178, 52, 96, 60, pal.ink, 5),
          rect(right ? 132 : 182, 56, 88, 52, lighter(pal.second, 0.35)),
          ...[0, 1, 2].map((i) => circle((right ? 150 : 200) + i * 26, 74, 7, lighter(pal.accent, 0.5 - i * 0.1))),
          ...[0, 1, 2].map((i) => rect((right ? 142 : 192) + i * 26, 86, 16, 14, darker(pal.second, 0.2), 6)),
          ...chair(right ? w - 150 : 40),
          ...chair(right ? w - 100 : 90),
          ...table(right ? w - 190 : 0, horizon - 28, 190, horizon + 34, lighter(pal.wood, 0.15), pal.ink),
        ]
      : [
          // A sideboard under the board, with a jug and cups for the break.
          ...block(right ? w - 186 : 26, horizon - 44, 150, 50, pal.wood, 8),
          ...[0, 1, 2].map((i) =>
            rect((right ? w - 178 : 34) + i * 50, horizon - 36, 42, 34, darker(pal.wood, 0.12), 2),
          ),
          rect(right ? w - 160 : 52, horizon - 70, 18, 26, pal.second, 4),
          rect(right ? w - 132 : 80, horizon - 56, 10, 12, "#ffffff", 2),
          rect(right ? w - 116 : 96, horizon - 56, 10, 12, "#ffffff", 2),
          ...laptop(right ? w - 96 : 116, horizon - 44, pal),
          ...plant(right ? w - 18 : 18, horizon + 26, 1, pal.accent),
        ]),
  ];
}
