/**
 * The shapes a person is drawn with (flat fills, no outlines): tapered limbs, the shirt, the hips, the
 * head with its hair and a hint of a face. Each takes the joints from layout.ts and the colours and
 * build from characters.ts; figure.ts puts them in the groups that move.
 */
import type { Build, Character } from "./characters";
import type { Layout } from "./layout";
import type { View } from "./movements";
import { circle, ellipse, mix, type Point, path, pt, round, type SvgNode } from "./svg";

const INK = "#1f2433";

/** A rounded, tapered shape from a (radius ra) to b (radius rb): a thigh, a forearm, a shoe. */
export function limb(a: Point, b: Point, ra: number, rb: number, fill: string): SvgNode {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const d = Math.hypot(dx, dy) || 0.01;
  const u: Point = [dx / d, dy / d];
  const n: Point = [-u[1], u[0]];
  const sin = Math.max(-0.95, Math.min(0.95, (ra - rb) / d));
  const cos = Math.sqrt(1 - sin * sin);
  const side = (sign: number, c: Point, r: number): Point => [
    c[0] + r * (sign * n[0] * cos - u[0] * sin),
    c[1] + r * (sign * n[1] * cos - u[1] * sin),
  ];
  const a1 = side(1, a, ra);
  const b1 = side(1, b, rb);
  const b2 = side(-1, b, rb);
  const a2 = side(-1, a, ra);
  return path(
    `M${pt(a1)}L${pt(b1)}A${round(rb)} ${round(rb)} 0 0 0 ${pt(b2)}L${pt(a2)}A${round(ra)} ${round(ra)} 0 1 0 ${pt(a1)}Z`,
    fill,
  );
}

/** How far the shirt reaches left and right of the spine (shoulders, waist, hem), as the view shows it. */
function torsoWidths(view: View, b: Build): { left: number[]; right: number[] } {
  const { shoulders: s, waist: w, hips: h, depth: d, belly: e } = b;
  if (view === "front") return { left: [s, w + e * 0.4, h], right: [s, w + e * 0.4, h] };
  if (view === "side")
    return { left: [d * 0.45, d * 0.38, d * 0.48], right: [d * 0.55, d * 0.45 + e, d * 0.42 + e * 0.6] };
  return {
    left: [s * 0.85, w * 0.8 + d * 0.1, h * 0.85],
    right: [s * 0.5 + d * 0.25, w * 0.5 + d * 0.25 + e * 0.8, h * 0.5 + d * 0.22 + e * 0.5],
  };
}

/** The shirt, from the neck to just below the waistband. */
export function torso(layout: Layout, b: Build, fill: string): SvgNode {
  const [cx, top] = layout.neck;
  const hem = layout.hip[1] + 1;
  const sy = top + 7;
  const wy = top + (hem - top) * 0.62;
  const { left, right } = torsoWidths(layout.view, b);
  const [lS = 0, lW = 0, lH = 0] = left;
  const [rS = 0, rW = 0, rH = 0] = right;
  const d = [
    `M${pt([cx - lS + 5, top])}`,
    `Q${pt([cx - lS, top])} ${pt([cx - lS, sy])}`,
    `C${pt([cx - lS, wy - 8])} ${pt([cx - lW, wy - 6])} ${pt([cx - lW, wy])}`,
    `L${pt([cx - lH, hem])}`,
    `Q${pt([cx, hem + 3])} ${pt([cx + rH, hem])}`,
    `L${pt([cx + rW, wy])}`,
    `C${pt([cx + rW, wy - 6])} ${pt([cx + rS, wy - 8])} ${pt([cx + rS, sy])}`,
    `Q${pt([cx + rS, top])} ${pt([cx + rS - 5, top])}Z`,
  ];
  return path(d.join(""), fill);
}

/** The hips in trousers/shorts colour, under the shirt's hem and over the tops of the thighs. */
export function pelvis(layout: Layout, b: Build, fill: string): SvgNode {
  const [cx, y] = layout.hip;
  const { left, right } = torsoWidths(layout.view, b);
  const l = (left[2] ?? 0) - 0.5;
  const r = (right[2] ?? 0) - 0.5;
  const top = y - 9;
  const bottom = y + b.leg * 0.9;
  return path(
    `M${pt([cx - l, top])}L${pt([cx + r, top])}L${pt([cx + r, bottom - 5])}Q${pt([cx + r, bottom])} ${pt([cx + r - 5, bottom])}L${pt([cx - l + 5, bottom])}Q${pt([cx - l, bottom])} ${pt([cx - l, bottom - 5])}Z`,
    fill,
  );
}

/** The point at `angle` degrees (0 = right, 90 = down) on a circle. */
const onCircle = (c: Point, r: number, angle: number): Point => [
  c[0] + r * Math.cos((angle * Math.PI) / 180),
  c[1] + r * Math.sin((angle * Math.PI) / 180),
];

/** Hair over the top of the head from angle `from` clockwise to `to`, closed by a hairline through `line`. */
function cap(c: Point, r: number, from: number, to: number, hairline: Point, fill: string): SvgNode {
  const a = onCircle(c, r, from);
  const b = onCircle(c, r, to);
  const large = (((to - from) % 360) + 360) % 360 > 180 ? 1 : 0;
  return path(`M${pt(a)}A${round(r)} ${round(r)} 0 ${large} 1 ${pt(b)}Q${pt(hairline)} ${pt(a)}Z`, fill);
}

/** The head's pieces, in the order they are drawn: figure.ts turns some of them (head turn, the close-up face). */
export interface HeadPieces {
  /** Hair behind the head (long hair, an afro, a bun). */
  behind: SvgNode[];
  face: SvgNode;
  hairCap: SvgNode;
  /** The ears (front view: left and right), drawn over short hair, under long hair. */
  ears: SvgNode[];
  /** Eyes and nose. */
  rest: SvgNode[];
  /** A ponytail over the back of the head. */
  over: SvgNode[];
  /** Whether the hair covers the ears (long hair, an afro). */
  hairOverEars: boolean;
}

/** `forehead`: the hairline lifted so the brows and forehead show (the close-up face). */
export function headPieces(layout: Layout, person: Character, forehead = false): HeadPieces {
  const { view } = layout;
  const r = person.build.head;
  const c = layout.head;
  const [hx, hy] = c;
  const hair = person.hair.color;
  const shade = mix(person.skin, INK, 0.18);
  const R = r + 1.3;
  const style = person.hair.style;
  // The hairline, and where the hair starts and ends around the head, per view.
  const arc: { from: number; to: number; line: Point } =
    view === "front"
      ? { from: 190, to: 350, line: [hx, hy - r * 0.25] as Point }
      : view === "side"
        ? { from: 125, to: 305, line: [hx - r * 0.1, hy - r * 0.25] as Point }
        : { from: 150, to: 330, line: [hx - r * 0.1, hy - r * 0.3] as Point };
  const back = view === "front" ? 0 : view === "side" ? -1 : -0.6;

  const behind: SvgNode[] = [];
  const over: SvgNode[] = [];
  if (style === "long") {
    const left = view === "front" ? hx - R : hx - R - 0.5;
    const right = view === "front" ? hx + R : hx + r * 0.35;
    const bottom = hy + r * 2.1;
    behind.push(
      path(
        `M${pt([left, hy])}A${round(R)} ${round(R)} 0 0 1 ${pt([right, hy])}L${pt([right + 1, bottom - 3])}Q${pt([(left + right) / 2, bottom + 3])} ${pt([left - 1, bottom - 3])}Z`,
        hair,
      ),
    );
  }
  if (style === "afro") behind.push(circle([hx + back * 2.5, hy - 2.5], r * 1.5, hair));
  if (style === "bun") behind.push(circle(onCircle(c, R + 1, view === "front" ? 270 : 225), r * 0.5, hair));
  if (style === "ponytail" && view !== "front") {
    over.push(limb(onCircle(c, R, 200), [hx - r * 1.55, hy + r * 1.2], 3.6, 2.2, hair));
  }

  const face = ellipse(c, view === "side" ? r * 0.98 : r * 0.92, r, person.skin);
  // Short hair sits higher on the forehead than a fringe would.
  if (style === "short") arc.line = [arc.line[0], hy - r * (view === "front" ? 0.5 : 0.45)];
  if (style === "afro") arc.line = [hx + back * 2, hy - r * 0.6];
  if (forehead) arc.line = [arc.line[0], Math.min(arc.line[1], hy - r * 0.62)];
  const capR = style === "buzz" ? r + 0.4 : style === "afro" ? R + 1 : style === "short" ? r + 0.9 : R;
  const capColor = style === "buzz" ? mix(hair, person.skin, 0.3) : hair;
  const hairCap = cap(c, capR, arc.from, arc.to, arc.line, capColor);

  const features: SvgNode[] = [];
  const eye = (x: number) => circle([x, hy + 0.8], 1.15, INK);
  if (view === "front") {
    features.push(ellipse([hx - r * 0.93, hy + 1.5], 2, 3, shade), ellipse([hx + r * 0.93, hy + 1.5], 2, 3, shade));
    features.push(eye(hx - r * 0.36), eye(hx + r * 0.36));
  } else if (view === "side") {
    features.push(ellipse([hx - r * 0.12, hy + 1.2], 2.2, 3, shade));
    features.push(
      path(`M${pt([hx + r * 0.9, hy - 1])}Q${pt([hx + r + 3.2, hy + 3.5])} ${pt([hx + r * 0.78, hy + 4.2])}Z`, shade),
    );
    features.push(eye(hx + r * 0.55));
  } else {
    features.push(ellipse([hx - r * 0.45, hy + 1.2], 2, 3, shade));
    features.push(
      path(`M${pt([hx + r * 0.62, hy - 0.5])}Q${pt([hx + r * 0.98, hy + 3.5])} ${pt([hx + r * 0.58, hy + 4])}Z`, shade),
    );
    features.push(eye(hx + r * 0.12), eye(hx + r * 0.72));
  }
  const ears = features.filter((f) => f.tag === "ellipse");
  const rest = features.filter((f) => f.tag !== "ellipse");
  return { behind, face, hairCap, ears, rest, over, hairOverEars: style === "long" || style === "afro" };
}

/** The head, hair and a hint of a face (ears, nose, eyes as dots), facing the viewer or to the right. */
export function head(layout: Layout, person: Character): SvgNode[] {
  const { behind, face, hairCap, ears, rest, over, hairOverEars } = headPieces(layout, person);
  // Ears sit in front of short hair but under long hair's sides; eyes and nose always show.
  return hairOverEars
    ? [...behind, face, hairCap, ...rest, ...over]
    : [...behind, face, hairCap, ...ears, ...rest, ...over];
}

/** A nose seen from the front as it starts to turn: a small shaded wedge from the bridge, pointing right. */
export function frontNose(c: Point, r: number, skin: string): SvgNode {
  const [hx, hy] = c;
  return path(
    `M${pt([hx - 0.3, hy - r * 0.05])}Q${pt([hx + r * 0.3, hy + r * 0.32])} ${pt([hx - 0.2, hy + r * 0.38])}Z`,
    mix(skin, INK, 0.2),
  );
}

/**
 * The close-up face's features (face view), each placed so figure.ts can move it: brows, eye whites,
 * pupils, lids (a lid with its lash line, scaled down from the top of the eye to close it), cheeks and
 * their hollows, the chin, the mouth (lips round a dark opening, scaled from its top edge) and the tongue.
 * Points whose shapes are scaled are whole numbers, so the players' rounded origins match them.
 */
export function faceFeatures(c: Point, r: number, person: Character) {
  const [hx, hy] = c;
  const skin = person.skin;
  const ey = Math.round(hy + r * 0.02);
  const eyeX = [hx - r * 0.38, hx + r * 0.38];
  const rx = r * 0.17;
  const ry = r * 0.12;
  const lidTop = ey - Math.ceil(ry + 0.4);
  const lidFill = mix(skin, INK, 0.1);
  const browColor = mix(person.hair.color, INK, 0.3);
  const mouth: Point = [Math.round(hx), Math.round(hy + r * 0.5)];
  const w = r * 0.3;
  const h = r * 0.22;
  return {
    brows: eyeX.map((x, i) => {
      const out = i === 0 ? -1 : 1;
      return limb(
        [x - out * r * 0.15, ey - r * 0.29],
        [x + out * r * 0.2, ey - r * 0.27],
        r * 0.055,
        r * 0.04,
        browColor,
      );
    }),
    whites: eyeX.map((x) => ellipse([x, ey], rx, ry, "#fbfaf5")),
    pupils: eyeX.map((x) => circle([x, ey], ry * 0.8, INK)),
    lidTop,
    lids: eyeX.flatMap((x) => [
      path(
        `M${pt([x - rx - 0.5, lidTop])}L${pt([x + rx + 0.5, lidTop])}L${pt([x + rx + 0.5, ey])}Q${pt([x, ey + ry * 1.9])} ${pt([x - rx - 0.5, ey])}Z`,
        lidFill,
      ),
      path(
        `M${pt([x - rx, ey + ry * 0.3])}Q${pt([x, ey + ry * 1.6])} ${pt([x + rx, ey + ry * 0.3])}Q${pt([x, ey + ry * 1.2])} ${pt([x - rx, ey + ry * 0.3])}Z`,
        INK,
      ),
    ]),
    cheeks: [-1, 1].map((side) =>
      ellipse([hx + side * r * 0.56, hy + r * 0.36], r * 0.17, r * 0.1, mix(skin, "#e86a7e", 0.28)),
    ),
    hollows: [-1, 1].map((side) => {
      const at: Point = [Math.round(hx + side * r * 0.55), Math.round(hy + r * 0.42)];
      return { at, shape: ellipse(at, r * 0.09, r * 0.2, mix(skin, INK, 0.16)) };
    }),
    chin: ellipse([hx, hy + r * 0.72], r * 0.42, r * 0.28, skin),
    mouth,
    lips: [
      ellipse([mouth[0], mouth[1] + h], w + 0.6, h + 0.6, mix(skin, "#a8324a", 0.45)),
      ellipse([mouth[0], mouth[1] + h], w - 0.2, h - 0.3, "#4a1f28"),
    ],
    tongue: limb([mouth[0], mouth[1] + h * 0.8], [mouth[0], mouth[1] + h * 3], r * 0.19, r * 0.22, "#d65a6c"),
  };
}

/**
 * A hand as a mitten with a thumb, from the wrist on along the forearm (elbow to wrist); the thumb on the
 * side `thumb` (1: to the left of the way the fingers point, -1: to the right).
 */
export function mitten(elbow: Point, wrist: Point, r: number, fill: string, thumb: number): SvgNode[] {
  const dx = wrist[0] - elbow[0];
  const dy = wrist[1] - elbow[1];
  const d = Math.hypot(dx, dy) || 0.01;
  const u: Point = [dx / d, dy / d];
  const n: Point = [u[1] * thumb, -u[0] * thumb];
  const at = (along: number, across: number): Point => [
    wrist[0] + u[0] * along + n[0] * across,
    wrist[1] + u[1] * along + n[1] * across,
  ];
  return [
    limb(at(r * 0.6, r * 0.55), at(r * 1.7, r * 1.3), r * 0.42, r * 0.36, fill),
    limb(at(r * 0.15, 0), at(r * 2.2, 0), r * 0.88, r * 0.8, fill),
  ];
}
