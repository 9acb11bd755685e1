import { hashString } from "../seeded-random";
import { faceFeatures, frontNose, head, headPieces, limb, mitten, pelvis, torso } from "./body-parts";
import { CHARACTERS, type Character, characterIndex } from "./characters";
import { movementTypeOf, seatedByTitle } from "./classify";
import { type Layout, layoutFor, type Side } from "./layout";
import {
  isMovementType,
  type Joint,
  MOVEMENTS,
  type MovementSpec,
  type MovementType,
  type Pose,
  type View,
} from "./movements";
import { chair, desk } from "./props";
import { circle, ellipse, line, mix, type Point, round, type SvgNode } from "./svg";

export { type SvgNode, svgMarkup, svgTree } from "./svg";

/** Far limbs (side and three-quarter views) are their colour darkened towards this, so both legs read. */
const FAR_SHADE = "#2a3045";
/** The leg length the poses' body offsets were drawn for: longer or shorter legs scale them. */
const REFERENCE_LEGS = 66;

/** How one animated group moves: its transform in each pose, as an SVG attribute and as CSS. */
interface Motion {
  origin: Point;
  rotate?: (pose: Required<Pose>) => number;
  shift?: (pose: Required<Pose>) => Point;
  /** A shape that changes (a mouth opening, a lid closing): x and y scale around the origin. */
  scale?: (pose: Required<Pose>) => Point;
}

const JOINTS: readonly Joint[] = [
  ...["x", "y", "t", "h", "s", "aL", "fL", "aR", "fR", "lL", "kL", "lR", "kR", "f"],
  ...["hy", "ty", "wL", "wR", "lid", "gaze", "brow", "jaw", "pout", "smile", "tongue"],
] as Joint[];

/** Scales need finer steps than positions. */
const fine = (n: number) => Math.round(n * 100) / 100;

function resolve(spec: MovementSpec): Required<Pose>[] {
  const base = spec.base ?? {};
  return spec.poses.map(
    (pose) => Object.fromEntries(JOINTS.map((j) => [j, (base[j] ?? 0) + (pose[j] ?? 0)])) as Required<Pose>,
  );
}

/**
 * A group that moves: `transform` holds the still pose (what shows without animation), `data-k` the
 * CSS transform of each key pose (the loop closes on the first), `data-o` its transform origin.
 */
function moving(motion: Motion, poses: Required<Pose>[], still: number, children: SvgNode[]): SvgNode {
  const scaled = (pose: Required<Pose>) => {
    const [sx, sy] = motion.scale?.(pose) ?? [1, 1];
    return [fine(sx) || 0.01, fine(sy) || 0.01];
  };
  const css = (pose: Required<Pose>) => {
    const [dx, dy] = motion.shift?.(pose) ?? [0, 0];
    const turn = `translate(${round(dx)}px,${round(dy)}px) rotate(${round(motion.rotate?.(pose) ?? 0)}deg)`;
    return motion.scale ? `${turn} scale(${scaled(pose).join(",")})` : turn;
  };
  const pose = poses[still] ?? poses[0];
  const [dx, dy] = pose ? (motion.shift?.(pose) ?? [0, 0]) : [0, 0];
  const angle = pose ? (motion.rotate?.(pose) ?? 0) : 0;
  const [ox, oy] = motion.origin.map(Math.round) as [number, number];
  // SVG scales around (0, 0): the attribute moves the origin there and back, as CSS's transform-origin does.
  const scale =
    motion.scale && pose ? ` translate(${ox} ${oy}) scale(${scaled(pose).join(" ")}) translate(${-ox} ${-oy})` : "";
  const frames = [...poses, poses[0]].filter((p) => p !== undefined).map(css);
  return {
    tag: "g",
    attrs: {
      transform: `translate(${round(dx)} ${round(dy)}) rotate(${round(angle)} ${ox} ${oy})${scale}`,
      "data-k": frames.join("|"),
      "data-o": `${ox}px ${oy}px`,
    },
    children,
  };
}

/** The chair or desk the movement uses; a standing figure's chair is placed where its lowest pose sits. */
function props(spec: MovementSpec, layout: Layout, person: Character, offset: (p: Required<Pose>) => Point) {
  const kind = layout.seated ? "chair" : (spec.scene ?? "none");
  if (kind === "desk") return desk();
  if (kind !== "chair") return [];
  if (layout.seated) return chair(layout.view, layout.hip, layout.seatY, person.build.thigh);
  const lowest = resolve(spec).reduce((a, b) => (offset(b)[1] > offset(a)[1] ? b : a));
  const [dx, dy] = offset(lowest);
  const hip: Point = [layout.hip[0] + dx, layout.hip[1] + dy];
  return chair(layout.view === "front" ? "front" : "side", hip, layout.seatY + dy, person.build.thigh);
}

/** Who performs a demonstration (issue 34: several people, not one stick figure). */
export interface FigureOptions {
  /** Which of the drawn people, taken modulo their number; by default one chosen from the title. */
  character?: number;
  /** Which key pose stands still (a contact sheet's frames); the movement's key pose by default. */
  pose?: number;
}

/** The close-ups draw the figure of a plain view, enlarged: face (front) and hands (side). */
const BASE_VIEW: Record<View, Exclude<View, "face" | "hands">> = {
  front: "front",
  side: "side",
  "three-quarter": "three-quarter",
  face: "front",
  hands: "side",
};

const sin = (deg: number) => Math.sin((deg * Math.PI) / 180);
const cos = (deg: number) => Math.cos((deg * Math.PI) / 180);
/** `q` turned `deg` degrees (clockwise on screen) around `o`. */
const turned = (o: Point, q: Point, deg: number): Point => {
  const [c, n] = [cos(deg), sin(deg)];
  const [vx, vy] = [q[0] - o[0], q[1] - o[1]];
  return [o[0] + vx * c - vy * n, o[1] + vx * n + vy * c];
};

/** The figure's pose set for an exercise: its movement type, and seated or standing as its title says. */
export function demonstrationFigure(type: MovementType, title = "", options: FigureOptions = {}): SvgNode {
  const spec: MovementSpec = MOVEMENTS[type];
  const index = characterIndex(title || type, options.character);
  const person = CHARACTERS[index] as Character;
  const b = person.build;
  const frame = spec.view;
  const view = BASE_VIEW[frame];
  const closeUp = frame === "face" || frame === "hands";
  const seated = closeUp || (spec.upperBody ? (seatedByTitle(title) ?? spec.seated) : spec.seated);
  // In the close-up face, elbows come forward towards the viewer: the upper arms are seen shorter.
  const layout = layoutFor(
    view,
    seated,
    frame === "face" ? { ...b, upperArm: b.upperArm * 0.5, forearm: b.forearm * 0.8 } : b,
  );
  const poses = resolve(spec);
  const still = Math.min(options.pose ?? spec.still ?? 1, poses.length - 1);
  const profile = view !== "front";
  const scale = (b.thigh + b.shin) / REFERENCE_LEGS;
  const offset = (p: Required<Pose>): Point => [p.x * scale, p.y * scale];
  const tone = (s: Side, color: string) => (profile && s === "L" ? mix(color, FAR_SHADE, 0.3) : color);
  const move = (motion: Motion, children: SvgNode[]) => moving(motion, poses, still, children);
  const key = (j: Joint) => (p: Required<Pose>) => p[j];
  const uses = (j: Joint) => poses.some((p) => p[j] !== 0);
  // The new parts are drawn only where a movement uses them, so every other drawing stays as it was.
  const turnsBody = !profile && uses("ty");
  const turnsHead = !profile && (frame === "face" || uses("hy") || turnsBody);
  const mittens = closeUp || uses("wL") || uses("wR");

  const legColor = person.legs.color;
  const shorts = person.legs.wear === "shorts";
  const leg = (s: Side) => {
    const hipJoint = layout.hipJoint[s];
    const knee = layout.knee[s];
    const ankle = layout.ankle[s];
    const skin = tone(s, person.skin);
    const cloth = tone(s, legColor);
    const kneeR = b.leg * 0.78;
    const thigh = shorts
      ? [
          limb(hipJoint, knee, b.leg, kneeR, skin),
          limb(
            hipJoint,
            [hipJoint[0] + (knee[0] - hipJoint[0]) * 0.5, hipJoint[1] + (knee[1] - hipJoint[1]) * 0.5],
            b.leg + 0.8,
            kneeR + 1,
            cloth,
          ),
        ]
      : [limb(hipJoint, knee, b.leg, kneeR, cloth)];
    const heel: Point = profile ? [ankle[0] - 2.5, ankle[1] + 1] : ankle;
    return move({ origin: hipJoint, rotate: key(`l${s}`) }, [
      ...thigh,
      move({ origin: knee, rotate: key(`k${s}`) }, [
        limb(knee, ankle, kneeR, b.leg * 0.55, shorts ? skin : cloth),
        move({ origin: ankle, rotate: key("f") }, [limb(heel, layout.toe[s], 4.4, 3.6, tone(s, person.shoes))]),
      ]),
    ]);
  };

  /** Where an arm's elbow and hand are in a pose (before the body's offset and the torso's lean). */
  const armAt = (s: Side, p: Required<Pose>): [Point, Point] => {
    const elbow = turned(layout.shoulder[s], layout.elbow[s], p[`a${s}`]);
    const rest: Point = [
      layout.hand[s][0] - layout.elbow[s][0] + elbow[0],
      layout.hand[s][1] - layout.elbow[s][1] + elbow[1],
    ];
    return [elbow, turned(elbow, rest, p[`a${s}`] + p[`f${s}`])];
  };
  // An upper-body turn (front view): the shoulders come in as the chest turns; the far one goes behind.
  const across = b.shoulders - b.arm * 0.8;
  const narrow = (p: Required<Pose>) => Math.sqrt(cos(p.ty) ** 2 + (0.6 * sin(p.ty)) ** 2);
  const yawIn = (s: Side, p: Required<Pose>) => (s === "L" ? 1 : -1) * across * (1 - cos(p.ty));
  const shrug = (children: SvgNode[], s?: Side) =>
    move({ origin: layout.neck, shift: turnsBody && s ? (p) => [yawIn(s, p), -p.s] : (p) => [0, -p.s] }, children);
  const sleeve = person.top.sleeves;
  const arm = (s: Side, far = false) => {
    const shoulder = layout.shoulder[s];
    const elbow = layout.elbow[s];
    const hand = layout.hand[s];
    const shade = (color: string) => (far ? mix(color, FAR_SHADE, 0.3) : tone(s, color));
    const skin = shade(person.skin);
    // Long sleeves a shade darker than the shirt, so an arm across the body still reads as an arm.
    const top = shade(sleeve === "long" ? mix(person.top.color, FAR_SHADE, 0.14) : person.top.color);
    const elbowR = b.arm * 0.82;
    const upper = [limb(shoulder, elbow, b.arm, elbowR, sleeve === "long" ? top : skin)];
    if (sleeve === "short") {
      const end: Point = [shoulder[0] + (elbow[0] - shoulder[0]) * 0.42, shoulder[1] + (elbow[1] - shoulder[1]) * 0.42];
      upper.push(limb(shoulder, end, b.arm + 1.2, b.arm + 0.6, top));
    }
    // Mittens: the thumb on the side towards the viewer in profile, away from the body seen from the front.
    const thumb = profile ? (spec.palms === "down" ? -1 : 1) : s === "L" ? 1 : -1;
    const palm = mittens
      ? move(
          { origin: hand, rotate: key(`w${s}`) },
          // Over the close-up face, hands a shade darker than the face so they read as hands.
          mitten(elbow, hand, b.arm, frame === "face" ? mix(skin, FAR_SHADE, 0.12) : skin, thumb),
        )
      : circle(hand, b.arm * 0.95, skin);
    const parts = move({ origin: shoulder, rotate: key(`a${s}`) }, [
      ...upper,
      move({ origin: elbow, rotate: key(`f${s}`) }, [
        limb(elbow, hand, elbowR, b.arm * 0.62, sleeve === "long" ? top : skin),
        palm,
      ]),
    ]);
    if (!turnsBody || far) return shrug([parts], turnsBody ? s : undefined);
    // In front of the chest, the arm on the far side of a turn shrinks away: its copy behind shows.
    // (An arm reaching across the chest stays in front.)
    const away = (p: Required<Pose>) =>
      (s === "L" ? -p.ty : p.ty) >= 10 && (armAt(s, p)[1][0] - layout.hip[0]) * (s === "L" ? -1 : 1) > 0;
    return shrug([move({ origin: shoulder, scale: (p) => (away(p) ? [0.01, 0.01] : [1, 1]) }, [parts])], s);
  };

  const headParts = () => {
    if (!turnsHead) return head(layout, person);
    const r = b.head;
    const pieces = headPieces(layout, person, frame === "face");
    const yaw = (p: Required<Pose>) => p.hy + p.ty;
    // The ears tuck behind the face on the side it turns away from.
    const ears = pieces.ears.map((ear, i) =>
      move(
        {
          origin: layout.head,
          shift: (p) => [(i === 0 ? 1 : -1) * r * 0.4 * Math.max(0, (i === 0 ? -1 : 1) * sin(yaw(p))), 0],
        },
        [ear],
      ),
    );
    const nose = move(
      {
        origin: [layout.head[0], layout.head[1]],
        shift: (p) => [r * 0.12 * sin(yaw(p)), 0],
        scale: (p) => [0.35 + 1.1 * sin(yaw(p)), 1],
      },
      [frontNose(layout.head, r, person.skin)],
    );
    const [chin, ...features]: (SvgNode | undefined)[] =
      frame === "face" ? closeFace(r, yaw) : [undefined, ...pieces.rest];
    return [
      ...pieces.behind,
      ...ears,
      pieces.face,
      pieces.hairCap,
      ...(chin ? [chin] : []),
      move({ origin: layout.head, shift: (p) => [r * 0.45 * sin(yaw(p)), 0] }, [
        ...features.filter((f) => f !== undefined),
        nose,
      ]),
      ...pieces.over,
    ];
  };
  /** The close-up's face: brows, eyes that close and look up, cheeks, a mouth that opens and purses, a tongue. */
  const closeFace = (r: number, yaw: (p: Required<Pose>) => number): SvgNode[] => {
    const f = faceFeatures(layout.head, r, person);
    const side = (i: number) => (i === 0 ? -1 : 1);
    return [
      move({ origin: f.mouth, shift: (p) => [0, r * 0.22 * p.jaw + r * 0.08 * p.tongue] }, [f.chin]),
      ...f.hollows.map((h) => move({ origin: h.at, scale: (p) => [p.pout || 0.01, p.pout || 0.01] }, [h.shape])),
      ...f.cheeks.map((c, i) =>
        move(
          {
            origin: layout.head,
            // Cheeks turn less far than the middle of the face, so they stay on it.
            shift: (p) => [-side(i) * r * 0.1 * p.pout - r * 0.22 * sin(yaw(p)), -r * 0.14 * p.smile],
          },
          [c],
        ),
      ),
      ...f.whites,
      move({ origin: layout.head, shift: (p) => [0, -r * 0.06 * p.gaze] }, f.pupils),
      move({ origin: [layout.head[0], f.lidTop], scale: (p) => [1, p.lid || 0.01] }, f.lids),
      move({ origin: layout.head, shift: (p) => [0, -r * 0.1 * p.brow] }, f.brows),
      move(
        {
          origin: f.mouth,
          shift: (p) => [0, -r * 0.04 * p.smile],
          scale: (p) => [
            1 + 0.15 * p.jaw + 0.3 * p.smile - 0.6 * p.pout,
            0.22 + 1.1 * p.jaw + 0.4 * p.pout + 0.12 * p.smile,
          ],
        },
        f.lips,
      ),
      move({ origin: f.mouth, scale: (p) => [1, p.tongue || 0.01] }, [f.tongue]),
    ];
  };

  const neckTop: Point = [layout.head[0] - (profile ? 1 : 0), layout.head[1] + b.head * 0.6];
  const headGroup = move({ origin: layout.neck, rotate: key("h") }, [
    limb([layout.neck[0], layout.neck[1] + 3], neckTop, b.arm * 0.85, b.arm * 0.8, mix(person.skin, FAR_SHADE, 0.12)),
    ...headParts(),
  ]);
  const narrowing = (children: SvgNode[]) =>
    turnsBody ? [move({ origin: layout.neck, scale: (p) => [narrow(p), 1] }, children)] : children;
  const shoulders = shrug(
    narrowing([limb(layout.shoulder.L, layout.shoulder.R, b.arm + 2, b.arm + 2, person.top.color)]),
  );
  // Seen from the front, a seated person's thighs come towards the viewer: over the shirt's hem, under
  // the arms. The upper body is then two groups that turn alike, with the legs between them.
  const lap = seated && view === "front";
  const turn = (children: SvgNode[]) => move({ origin: layout.hip, rotate: key("t") }, children);
  const trunk = [...narrowing([torso(layout, b, person.top.color)]), shoulders, headGroup];
  const behindArms = turnsBody ? [turn([arm("L", true), arm("R", true)])] : [];
  const legs = [leg("L"), leg("R")];
  const hips = pelvis(layout, b, legColor);
  const body = move(
    { origin: layout.hip, shift: offset },
    frame === "face"
      ? [turn(trunk), turn([arm("L"), arm("R")])]
      : lap
        ? [hips, ...behindArms, turn(trunk), ...legs, turn([arm("L"), arm("R")])]
        : [
            ...legs,
            hips,
            ...behindArms,
            turn([...(profile ? [arm("L")] : []), ...trunk, ...(profile ? [arm("R")] : [arm("L"), arm("R")])]),
          ],
  );
  // The close-ups: the same figure enlarged around the face, or around the forearms held out in front.
  const zoom = (focus: Point, k: number, at: Point, around: SvgNode[]): SvgNode => ({
    tag: "g",
    attrs: { transform: `translate(${round(at[0] - focus[0] * k)} ${round(at[1] - focus[1] * k)}) scale(${k})` },
    children: [...around, body],
  });
  // The hands close-up centres on the near forearm in the key pose.
  const at = (p: Required<Pose>) => {
    const [sx, sy] = layout.shoulder.R;
    const [elbow, hand] = armAt("R", p);
    const [dx, dy] = offset(p);
    return [(sx + elbow[0] + hand[0] * 2) / 4 + dx + 4, (sy + elbow[1] + hand[1] * 2) / 4 + dy] as Point;
  };
  const keyPose = poses[spec.still ?? 1] ?? poses[0];
  const scene =
    frame === "face"
      ? [zoom(layout.head, 3.4, [100, 84], [])]
      : frame === "hands"
        ? [zoom(keyPose ? at(keyPose) : layout.hand.R, 2.2, [100, 104], props(spec, layout, person, offset))]
        : [
            line([24, 187], [176, 187], "#14180c26", 3),
            ellipse([layout.hip[0] + (profile ? 6 : 0), 187], 30, 3, "#14180c14"),
            ...props(spec, layout, person, offset),
            body,
          ];

  return {
    tag: "svg",
    attrs: {
      viewBox: "12 16 176 176",
      "aria-hidden": "true",
      "data-ms": spec.ms,
      "data-still": still / poses.length,
      "data-movement": type,
      "data-character": index,
    },
    children: scene,
  };
}

/** What picks an exercise's drawing: the movement its instructions name, and who performs the routine. */
export interface DemonstrationChoice {
  /** The movement library's id (instructions.movement): its own drawing when there is one. */
  movement?: string | undefined;
  /** The routine's performer (location-art.ts characterOf): one person for all of a routine's moves. */
  performer?: number | undefined;
}

/** The drawing of an exercise: its movement's own when it has one, else the kind its title names (classify.ts). */
export function drawingOf(title: string, movement?: string): MovementType {
  return movement && isMovementType(movement) ? movement : movementTypeOf(title);
}

/**
 * The name of an exercise's demonstration, as the API gives it to the embed player: its drawing, with ".standing"
 * or ".seated" when the title changes how the figure stands ("side-bend.standing"), and ".p3" for the routine's
 * performer ("chin-tuck.p3").
 */
export function demonstrationId(title: string, choice: DemonstrationChoice = {}): string {
  const type = drawingOf(title, choice.movement);
  const spec: MovementSpec = MOVEMENTS[type];
  const seated = seatedByTitle(title);
  const variant =
    !spec.upperBody || seated === undefined || seated === spec.seated ? "" : seated ? ".seated" : ".standing";
  const performer = choice.performer !== undefined ? `.p${characterIndex(type, choice.performer)}` : "";
  return `${type}${variant}${performer}`;
}

/** The demonstration a name (demonstrationId) stands for; undefined for a name that is none. */
export function demonstrationById(id: string): SvgNode | undefined {
  const parts = id.split(".");
  const type = parts.shift() ?? "";
  const performer = /^p(\d{1,2})$/.exec(parts.at(-1) ?? "")?.[1];
  if (performer !== undefined) parts.pop();
  const [variant, extra] = parts;
  if (!isMovementType(type) || extra !== undefined) return undefined;
  if (variant !== undefined && variant !== "seated" && variant !== "standing") return undefined;
  // Without a performer (an older address) the person is picked from the name, as before.
  return demonstrationFigure(type, variant ?? "", {
    character: performer !== undefined ? Number(performer) : hashString(id),
  });
}
