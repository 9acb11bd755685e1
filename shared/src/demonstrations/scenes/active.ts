import type { SvgNode } from "../figure";
import { sofa } from "./home";
import { block, circle, darker, ellipse, lighter, path, rect, stroke, veil } from "./kit";
import { awayFromFigure, picture, plant, type Room, roomShell, rug, table, windowPane } from "./room";

/** A yoga studio: tall arched windows or a mirror with its barre, rolled mats, plants, a mat underfoot. */
export function studio(room: Room, withMirror: boolean): SvgNode[] {
  const { w, horizon, pal } = room;
  const arch = (x: number): SvgNode[] => [
    rect(x - 4, 36, 78, horizon - 60, lighter(pal.wall, 0.6), 39),
    rect(x, 40, 70, horizon - 68, pal.sky, 35),
    rect(x, 40, 70, 40, pal.skyFar, 35),
    rect(x + 33, 40, 4, horizon - 68, lighter(pal.wall, 0.6)),
  ];
  return [
    ...roomShell(room),
    ...(withMirror
      ? [
          rect(10, 30, w - 20, horizon - 70, lighter(pal.wallDeep, 0.1)),
          rect(16, 36, w - 32, horizon - 82, lighter(pal.sky, 0.45)),
          veil(`M${w * 0.2} 36l40 0l-70 ${horizon - 82}h-40z`, "#ffffff", 0.4),
          veil(`M${w * 0.7} 36l20 0l-60 ${horizon - 82}h-20z`, "#ffffff", 0.4),
          rect(0, horizon - 60, w, 6, pal.woodDeep, 3),
          ...[0.1, 0.5, 0.9].map((f) => rect(w * f, horizon - 60, 4, 60, pal.metal)),
        ]
      : [...arch(w * 0.08), ...arch(w * 0.5 - 35), ...arch(w * 0.92 - 70)]),
    ...[0, 1, 2].map((i) =>
      rect(
        (awayFromFigure(room) === "right" ? w - 46 : 14) + i * 0,
        horizon - 20 - i * 24,
        32,
        22,
        [pal.accent, pal.second, lighter(pal.accent, 0.3)][i] ?? pal.accent,
        11,
      ),
    ),
    ...plant(awayFromFigure(room) === "right" ? w - 80 : 80, horizon + 24, 1.1, "#f4efe6"),
    path(`M${room.fx - 110} ${horizon + 58}l20 -28h180l20 28z`, pal.accent),
    path(`M${room.fx - 110} ${horizon + 58}h220v5h-220z`, pal.accentDeep),
  ];
}

/** A home gym: a hanging punch bag, a rack of weights, a poster, a rubber floor. */
export function homeGym(room: Room): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const bagX = right ? w - 70 : 70;
  return [
    ...roomShell(room, false),
    ...Array.from({ length: Math.ceil(w / 50) }, (_, i) =>
      rect(i * 50, horizon, 1.5, room.h - horizon, darker(pal.floor, 0.2)),
    ),
    ...Array.from({ length: 6 }, (_, i) => rect(0, 20 + i * 30, w, 2, pal.wallDeep)),
    ...windowPane(room, w / 2 - 60, 30, 120, 60, "city", 3),
    rect(bagX - 1, 0, 2, 40, pal.ink),
    rect(bagX - 26, 40, 52, 130, pal.accentDeep, 18),
    rect(bagX - 26, 40, 18, 130, pal.accent, 14),
    rect(bagX - 26, 60, 52, 6, pal.ink),
    rect(bagX - 26, 150, 52, 6, pal.ink),
    ...block(right ? 20 : w - 130, horizon - 54, 110, 8, pal.metal, 6),
    ...[0, 1, 2].flatMap((i) => [
      circle((right ? 36 : w - 114) + i * 36, horizon - 62, 9, [pal.second, pal.accent, pal.ink][i] ?? pal.ink),
      ellipse((right ? 36 : w - 114) + i * 36, horizon + 4, 14, 8, pal.ink),
    ]),
    rect(right ? 26 : w - 30, horizon - 46, 4, 50, pal.metal),
    rect(right ? 126 : w - 130, horizon - 46, 4, 50, pal.metal),
    rect(right ? 40 : w - 120, 24, 70, 90, pal.second),
    path(`M${right ? 52 : w - 108} 100l22 -60l22 60z`, "#ffffff"),
  ];
}

/** Coloured bulbs on a string across the top. */
function stringLights(w: number, colors: readonly string[]): SvgNode[] {
  const bulbs = Array.from({ length: Math.ceil(w / 30) }, (_, i) => {
    const x = 10 + i * 30;
    return circle(x, 28 + 22 * Math.sin((x / w) * Math.PI), 6, colors[i % colors.length] ?? "#ffffff");
  });
  return [stroke(`M0 20Q${w / 2} 70 ${w} 20`, "#14180c", 2), ...bulbs];
}

/** A party at home (a sofa, a speaker, a disco ball) or at the office (desks, bunting, balloons). */
export function party(room: Room, atHome: boolean): SvgNode[] {
  const { w, horizon, pal } = room;
  const right = awayFromFigure(room) === "right";
  const ball = w * (right ? 0.35 : 0.65);
  const beams = [-60, -20, 30, 80].map((dx, i) =>
    veil(`M${ball} 60L${ball + dx * 2 - 20} ${horizon + 60}h40z`, "#ffffff", i % 2 ? 0.14 : 0.22),
  );
  const balloon = (x: number, y: number, c: string): SvgNode[] => [
    stroke(`M${x} ${y + 20}q-6 30 4 60`, "#14180c", 1.5),
    ellipse(x, y, 16, 20, c),
    path(`M${x - 3} ${y + 20}h6l-3 5z`, c),
  ];
  const bunting = Array.from({ length: Math.ceil(w / 28) }, (_, i) =>
    path(`M${i * 28} 14h24l-12 22z`, [pal.accent, pal.second, "#ffd166"][i % 3] ?? pal.accent),
  );
  return [
    ...roomShell(room, atHome),
    ...(atHome
      ? [
          ...picture(room, right ? 30 : w - 100, 70, 70, 50),
          ...rug(w / 2, horizon + 44, w * 0.4, lighter(pal.second, 0.3)),
          ...sofa(right ? w - 200 : -30, horizon + 10, 220, pal.second),
          ...stringLights(w, ["#ffd166", "#ff7aa8", "#9b87f5", "#7fe0c4"]),
        ]
      : [
          ...windowPane(room, right ? 20 : w - 160, 50, 140, 80, "city", 3),
          ...table(right ? w - 170 : 10, horizon - 46, 160, horizon + 10, lighter(pal.metal, 0.7), pal.ink),
          // A cake with its candles on the desk.
          ...block(right ? w - 120 : 50, horizon - 74, 50, 20, lighter(pal.second, 0.5), 6),
          rect(right ? w - 120 : 50, horizon - 66, 50, 5, pal.accent),
          ...[0, 1, 2].map((i) => rect((right ? w - 110 : 60) + i * 14, horizon - 90, 4, 14, "#ffffff", 1)),
          ...[0, 1, 2].map((i) => ellipse((right ? w - 108 : 62) + i * 14, horizon - 94, 3, 5, "#ffb347")),
          ...balloon(right ? w - 40 : 40, 90, pal.accent),
          ...balloon(right ? w - 80 : 80, 110, pal.second),
          rect(0, 10, w, 2, pal.ink),
          ...bunting,
        ]),
    rect(ball - 1, 0, 2, 48, pal.ink),
    circle(ball, 60, 14, "#d8dde6"),
    ...[-8, 0, 8].map((dx) => rect(ball + dx - 3, 50, 5, 20, "#ffffff", 1)),
    ...beams,
    ...block(right ? 20 : w - 60, horizon - 70, 40, 80, pal.ink, 8),
    circle(right ? 40 : w - 40, horizon - 48, 10, pal.metal),
    circle(right ? 40 : w - 40, horizon - 12, 14, pal.metal),
    circle(right ? 40 : w - 40, horizon - 12, 6, pal.ink),
  ];
}
