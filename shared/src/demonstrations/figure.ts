import { hashString } from "../seeded-random";
import { head, limb, pelvis, torso } from "./body-parts";
import { CHARACTERS, type Character, characterIndex } from "./characters";
import { movementTypeOf, seatedByTitle } from "./classify";
import { type Layout, layoutFor, type Side } from "./layout";
import { isMovementType, type Joint, MOVEMENTS, type MovementSpec, type MovementType, type Pose } from "./movements";
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
}

const JOINTS: readonly Joint[] = ["x", "y", "t", "h", "s", "aL", "fL", "aR", "fR", "lL", "kL", "lR", "kR", "f"];

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
  const css = (pose: Required<Pose>) => {
    const [dx, dy] = motion.shift?.(pose) ?? [0, 0];
    return `translate(${round(dx)}px,${round(dy)}px) rotate(${round(motion.rotate?.(pose) ?? 0)}deg)`;
  };
  const pose = poses[still] ?? poses[0];
  const [dx, dy] = pose ? (motion.shift?.(pose) ?? [0, 0]) : [0, 0];
  const angle = pose ? (motion.rotate?.(pose) ?? 0) : 0;
  const [ox, oy] = motion.origin.map(Math.round) as [number, number];
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

/** The figure's pose set for an exercise: its movement type, and seated or standing as its title says. */
export function demonstrationFigure(type: MovementType, title = "", options: FigureOptions = {}): SvgNode {
  const spec: MovementSpec = MOVEMENTS[type];
  const index = characterIndex(title || type, options.character);
  const person = CHARACTERS[index] as Character;
  const b = person.build;
  const seated = spec.upperBody ? (seatedByTitle(title) ?? spec.seated) : spec.seated;
  const layout = layoutFor(spec.view, seated, b);
  const poses = resolve(spec);
  const still = Math.min(options.pose ?? spec.still ?? 1, poses.length - 1);
  const profile = spec.view !== "front";
  const scale = (b.thigh + b.shin) / REFERENCE_LEGS;
  const offset = (p: Required<Pose>): Point => [p.x * scale, p.y * scale];
  const tone = (s: Side, color: string) => (profile && s === "L" ? mix(color, FAR_SHADE, 0.3) : color);
  const move = (motion: Motion, children: SvgNode[]) => moving(motion, poses, still, children);
  const key = (j: Joint) => (p: Required<Pose>) => p[j];

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

  const shrug = (children: SvgNode[]) => move({ origin: layout.neck, shift: (p) => [0, -p.s] }, children);
  const sleeve = person.top.sleeves;
  const arm = (s: Side) => {
    const shoulder = layout.shoulder[s];
    const elbow = layout.elbow[s];
    const hand = layout.hand[s];
    const skin = tone(s, person.skin);
    // Long sleeves a shade darker than the shirt, so an arm across the body still reads as an arm.
    const top = tone(s, sleeve === "long" ? mix(person.top.color, FAR_SHADE, 0.14) : person.top.color);
    const elbowR = b.arm * 0.82;
    const upper = [limb(shoulder, elbow, b.arm, elbowR, sleeve === "long" ? top : skin)];
    if (sleeve === "short") {
      const end: Point = [shoulder[0] + (elbow[0] - shoulder[0]) * 0.42, shoulder[1] + (elbow[1] - shoulder[1]) * 0.42];
      upper.push(limb(shoulder, end, b.arm + 1.2, b.arm + 0.6, top));
    }
    return shrug([
      move({ origin: shoulder, rotate: key(`a${s}`) }, [
        ...upper,
        move({ origin: elbow, rotate: key(`f${s}`) }, [
          limb(elbow, hand, elbowR, b.arm * 0.62, sleeve === "long" ? top : skin),
          circle(hand, b.arm * 0.95, skin),
        ]),
      ]),
    ]);
  };

  const neckTop: Point = [layout.head[0] - (profile ? 1 : 0), layout.head[1] + b.head * 0.6];
  const headGroup = move({ origin: layout.neck, rotate: key("h") }, [
    limb([layout.neck[0], layout.neck[1] + 3], neckTop, b.arm * 0.85, b.arm * 0.8, mix(person.skin, FAR_SHADE, 0.12)),
    ...head(layout, person),
  ]);
  const shoulders = shrug([limb(layout.shoulder.L, layout.shoulder.R, b.arm + 2, b.arm + 2, person.top.color)]);
  // Seen from the front, a seated person's thighs come towards the viewer: over the shirt's hem, under
  // the arms. The upper body is then two groups that turn alike, with the legs between them.
  const lap = seated && spec.view === "front";
  const turn = (children: SvgNode[]) => move({ origin: layout.hip, rotate: key("t") }, children);
  const trunk = [torso(layout, b, person.top.color), shoulders, headGroup];
  const legs = [leg("L"), leg("R")];
  const hips = pelvis(layout, b, legColor);
  const body = move(
    { origin: layout.hip, shift: offset },
    lap
      ? [hips, turn(trunk), ...legs, turn([arm("L"), arm("R")])]
      : [
          ...legs,
          hips,
          turn([...(profile ? [arm("L")] : []), ...trunk, ...(profile ? [arm("R")] : [arm("L"), arm("R")])]),
        ],
  );

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
    children: [
      line([24, 187], [176, 187], "#14180c26", 3),
      ellipse([layout.hip[0] + (profile ? 6 : 0), 187], 30, 3, "#14180c14"),
      ...props(spec, layout, person, offset),
      body,
    ],
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
