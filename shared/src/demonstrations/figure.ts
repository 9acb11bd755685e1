import { movementTypeOf, seatedByTitle } from "./classify";
import {
  isMovementType,
  type Joint,
  MOVEMENTS,
  type MovementSpec,
  type MovementType,
  type Pose,
  type View,
} from "./movements";

/** One SVG element, as plain data: the server writes it as text, React and the embed build it. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: SvgNode[];
}

type Point = readonly [number, number];
type Side = "L" | "R";
interface Layout {
  hip: Point;
  neck: Point;
  head: Point;
  shoulder: Record<Side, Point>;
  elbow: Record<Side, Point>;
  hand: Record<Side, Point>;
  hipJoint: Record<Side, Point>;
  knee: Record<Side, Point>;
  ankle: Record<Side, Point>;
  toe: Record<Side, Point>;
}

const both = (p: Point): Record<Side, Point> => ({ L: p, R: p });
const pair = (l: Point, r: Point): Record<Side, Point> => ({ L: l, R: r });

/** Where each joint is at rest (viewBox 0 0 200 200, floor at y = 186). */
const LAYOUTS: Record<`${View}-${"stand" | "seat"}`, Layout> = {
  "side-stand": {
    hip: [100, 112],
    neck: [100, 68],
    head: [101, 54],
    shoulder: both([100, 74]),
    elbow: both([100, 99]),
    hand: both([100, 123]),
    hipJoint: both([100, 112]),
    knee: both([100, 148]),
    ankle: both([100, 184]),
    toe: both([113, 185]),
  },
  "side-seat": {
    hip: [92, 146],
    neck: [92, 100],
    head: [93, 86],
    shoulder: both([92, 106]),
    elbow: both([92, 131]),
    hand: both([92, 155]),
    hipJoint: both([92, 146]),
    knee: both([128, 146]),
    ankle: both([128, 183]),
    toe: both([141, 184]),
  },
  "front-stand": {
    hip: [100, 112],
    neck: [100, 68],
    head: [100, 54],
    shoulder: pair([86, 74], [114, 74]),
    elbow: pair([83, 99], [117, 99]),
    hand: pair([82, 123], [118, 123]),
    hipJoint: pair([93, 112], [107, 112]),
    knee: pair([92, 148], [108, 148]),
    ankle: pair([91, 184], [109, 184]),
    toe: pair([81, 185], [119, 185]),
  },
  "front-seat": {
    hip: [100, 146],
    neck: [100, 100],
    head: [100, 86],
    shoulder: pair([86, 106], [114, 106]),
    elbow: pair([83, 130], [117, 130]),
    hand: pair([82, 153], [118, 153]),
    hipJoint: pair([92, 146], [108, 146]),
    knee: pair([90, 156], [110, 156]),
    ankle: pair([89, 184], [111, 184]),
    toe: pair([80, 185], [120, 185]),
  },
};

const INK = "#14180c";
const FAR = "#7d8a63";
const PROP = "#c5d98f";
const PROP_EDGE = "#8fa852";

const line = (a: Point, b: Point, color: string, width: number): SvgNode => ({
  tag: "line",
  attrs: { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: color, strokeWidth: width, strokeLinecap: "round" },
});
const rect = (x: number, y: number, w: number, h: number, fill = PROP): SvgNode => ({
  tag: "rect",
  attrs: { x, y, width: w, height: h, rx: 3, fill },
});

/** How one animated group moves: its transform in each pose, as an SVG attribute and as CSS. */
interface Motion {
  origin: Point;
  rotate?: (pose: Required<Pose>) => number;
  shift?: (pose: Required<Pose>) => Point;
}

const JOINTS: readonly Joint[] = ["x", "y", "t", "h", "s", "aL", "fL", "aR", "fR", "lL", "kL", "lR", "kR", "f"];

function resolve(spec: MovementSpec): Required<Pose>[] {
  const base = spec.base ?? {};
  return spec.poses.map(
    (pose) => Object.fromEntries(JOINTS.map((j) => [j, (base[j] ?? 0) + (pose[j] ?? 0)])) as Required<Pose>,
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A group that moves: `transform` holds the still pose (what shows without animation), `data-k` the
 * CSS transform of each key pose (the loop closes on the first), `data-o` its transform origin.
 */
function moving(motion: Motion, poses: Required<Pose>[], still: number, children: SvgNode[]): SvgNode {
  const css = (pose: Required<Pose>) => {
    const [dx, dy] = motion.shift?.(pose) ?? [0, 0];
    return `translate(${round(dx)}px,${round(dy)}px) rotate(${round(motion.rotate?.(pose) ?? 0)}deg)`;
  };
  const pose = poses[still] ?? poses[0];
  const [dx, dy] = pose ? (motion.shift?.(pose) ?? [0, 0]) : [0, 0];
  const angle = pose ? (motion.rotate?.(pose) ?? 0) : 0;
  const [ox, oy] = motion.origin;
  const frames = [...poses, poses[0]].filter((p) => p !== undefined).map(css);
  return {
    tag: "g",
    attrs: {
      transform: `translate(${round(dx)} ${round(dy)}) rotate(${round(angle)} ${ox} ${oy})`,
      "data-k": frames.join("|"),
      "data-o": `${ox}px ${oy}px`,
    },
    children,
  };
}

function scene(spec: MovementSpec, seated: boolean, view: View): SvgNode[] {
  const kind = seated ? "chair" : (spec.scene ?? "none");
  if (kind === "desk") {
    return [
      rect(128, 118, 64, 7, PROP_EDGE),
      line([134, 125], [134, 186], PROP_EDGE, 4),
      line([186, 125], [186, 186], PROP_EDGE, 4),
    ];
  }
  if (kind !== "chair") return [];
  if (view === "front") {
    return [
      rect(76, 96, 48, 52),
      rect(72, 146, 56, 9, PROP_EDGE),
      line([80, 155], [80, 186], PROP_EDGE, 4),
      line([120, 155], [120, 186], PROP_EDGE, 4),
    ];
  }
  // Side view: the seat under the hip (standing figures lower themselves onto it), the backrest behind.
  const seatX = seated ? 62 : 46;
  return [
    rect(seatX - 6, 92, 8, 62, PROP_EDGE),
    rect(seatX, 149, 44, 8, PROP_EDGE),
    line([seatX + 4, 157], [seatX + 4, 186], PROP_EDGE, 4),
    line([seatX + 38, 157], [seatX + 38, 186], PROP_EDGE, 4),
  ];
}

/** Who performs a demonstration (issue 34: several people, not one stick figure). */
export interface FigureOptions {
  /** Which of the drawn people, taken modulo their number; by default one chosen from the title. */
  character?: number;
}

/** The figure's pose set for an exercise: its movement type, and seated or standing as its title says. */
export function demonstrationFigure(type: MovementType, title = "", _options: FigureOptions = {}): SvgNode {
  const spec: MovementSpec = MOVEMENTS[type];
  const seated = spec.upperBody ? (seatedByTitle(title) ?? spec.seated) : spec.seated;
  const layout = LAYOUTS[`${spec.view}-${seated ? "seat" : "stand"}`];
  const poses = resolve(spec);
  const still = Math.min(spec.still ?? 1, poses.length - 1);
  const side = spec.view === "side";
  const colorOf = (s: Side) => (side && s === "L" ? FAR : INK);
  const move = (motion: Motion, children: SvgNode[]) => moving(motion, poses, still, children);
  const key = (j: Joint) => (p: Required<Pose>) => p[j];

  const leg = (s: Side) =>
    move({ origin: layout.hipJoint[s], rotate: key(`l${s}`) }, [
      line(layout.hipJoint[s], layout.knee[s], colorOf(s), 10),
      move({ origin: layout.knee[s], rotate: key(`k${s}`) }, [
        line(layout.knee[s], layout.ankle[s], colorOf(s), 9),
        move({ origin: layout.ankle[s], rotate: key("f") }, [line(layout.ankle[s], layout.toe[s], colorOf(s), 8)]),
      ]),
    ]);
  const shrug = (children: SvgNode[]) => move({ origin: layout.neck, shift: (p) => [0, -p.s] }, children);
  const arm = (s: Side) =>
    shrug([
      move({ origin: layout.shoulder[s], rotate: key(`a${s}`) }, [
        line(layout.shoulder[s], layout.elbow[s], colorOf(s), 9),
        move({ origin: layout.elbow[s], rotate: key(`f${s}`) }, [line(layout.elbow[s], layout.hand[s], colorOf(s), 8)]),
      ]),
    ]);
  const head = move({ origin: layout.neck, rotate: key("h") }, [
    line(layout.neck, [layout.head[0], layout.head[1] + 8], INK, 8),
    { tag: "circle", attrs: { cx: layout.head[0], cy: layout.head[1], r: 12, fill: INK } },
  ]);
  const torso = move({ origin: layout.hip, rotate: key("t") }, [
    arm("L"),
    line(layout.hip, layout.neck, INK, 12),
    ...(side ? [] : [shrug([line(layout.shoulder.L, layout.shoulder.R, INK, 10)])]),
    head,
    arm("R"),
  ]);
  const hips = side ? [] : [line(layout.hipJoint.L, layout.hipJoint.R, INK, 10)];
  const body = move({ origin: layout.hip, shift: (p) => [p.x, p.y] }, [leg("L"), leg("R"), ...hips, torso]);

  return {
    tag: "svg",
    attrs: {
      viewBox: "12 16 176 176",
      "aria-hidden": "true",
      "data-ms": spec.ms,
      "data-still": still / poses.length,
      "data-movement": type,
    },
    children: [line([24, 187], [176, 187], "#14180c26", 3), ...scene(spec, seated, spec.view), body],
  };
}

/**
 * The name of an exercise's demonstration, as the API gives it to the embed player: its movement type,
 * with ".standing" or ".seated" when the title changes how the figure stands ("side-bend.standing").
 */
export function demonstrationId(title: string): string {
  const type = movementTypeOf(title);
  const spec: MovementSpec = MOVEMENTS[type];
  const seated = seatedByTitle(title);
  if (!spec.upperBody || seated === undefined || seated === spec.seated) return type;
  return `${type}.${seated ? "seated" : "standing"}`;
}

/** The demonstration a name (demonstrationId) stands for; undefined for a name that is none. */
export function demonstrationById(id: string): SvgNode | undefined {
  const [type = "", variant, extra] = id.split(".");
  if (!isMovementType(type) || extra !== undefined) return undefined;
  if (variant !== undefined && variant !== "seated" && variant !== "standing") return undefined;
  return demonstrationFigure(type, variant ?? "");
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  strokeWidth: "stroke-width",
  strokeLinecap: "stroke-linecap",
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
