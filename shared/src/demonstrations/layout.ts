import type { Build } from "./characters";
import type { View } from "./movements";
import type { Point } from "./svg";

export type Side = "L" | "R";
type Pair = Record<Side, Point>;

/**
 * Where a person's joints are at rest, in the figure's viewBox (floor at y = 186). Poses turn the limbs
 * around these points. Side and three-quarter views face right; L is then the far side.
 */
export interface Layout {
  view: View;
  seated: boolean;
  hip: Point;
  neck: Point;
  head: Point;
  shoulder: Pair;
  elbow: Pair;
  hand: Pair;
  hipJoint: Pair;
  knee: Pair;
  ankle: Pair;
  toe: Pair;
  /** The seat's top, for the chair (under the thighs of a seated figure). */
  seatY: number;
}

/** The ankles' height: shoes reach the floor line. */
const ANKLE_Y = 181;

const add = (p: Point, dx: number, dy: number): Point => [p[0] + dx, p[1] + dy];

/** Horizontal offsets of the left/right joints from the body's middle line, per view. */
function spread(view: View, b: Build) {
  const hipFront = Math.max(b.hips - b.leg, b.leg * 0.9);
  if (view === "front") {
    return { shoulder: [-(b.shoulders - b.arm * 0.8), b.shoulders - b.arm * 0.8], hip: [-hipFront, hipFront] };
  }
  // In profile the far leg stands a little behind the near one, so both show.
  if (view === "side") return { shoulder: [-1.5, 1.5], hip: [-3.5, 2.5] };
  // Three-quarter: the near side (R) shows on the left, the far side (L) half hidden on the right.
  return { shoulder: [b.shoulders * 0.45, -b.shoulders * 0.6], hip: [b.hips * 0.45, -b.hips * 0.35] };
}

export function layoutFor(view: View, seated: boolean, b: Build): Layout {
  const s = spread(view, b);
  const forward = view === "front" ? 0 : 1;
  let hipY: number;
  let cx: number;
  let knee: (hip: Point) => Point;
  if (!seated) {
    hipY = ANKLE_Y - b.shin - b.thigh;
    cx = 100;
    knee = (hip) => [hip[0], hip[1] + b.thigh];
  } else if (view === "side") {
    // Thighs along the seat, shins down to the floor.
    hipY = ANKLE_Y - b.shin;
    cx = 96 - b.thigh / 2;
    knee = (hip) => [hip[0] + b.thigh, hip[1]];
  } else if (view === "front") {
    // Thighs come towards the viewer: seen short, the knees a little below the hips.
    hipY = ANKLE_Y - b.shin - 9;
    cx = 100;
    knee = (hip) => [hip[0] + (hip[0] < cx ? -1.5 : 1.5), hip[1] + 9];
  } else {
    hipY = ANKLE_Y - b.shin - 6;
    cx = 100 - b.thigh * 0.35;
    knee = (hip) => [hip[0] + b.thigh * 0.72, hip[1] + 6];
  }
  const hip: Point = [cx, hipY];
  const neck: Point = [cx, hipY - b.torso];
  const shoulderY = neck[1] + 6;
  const shoulder: Pair = { L: [cx + (s.shoulder[0] ?? 0), shoulderY], R: [cx + (s.shoulder[1] ?? 0), shoulderY] };
  const armOut = view === "front" ? 2.5 : 0;
  const elbow: Pair = {
    L: add(shoulder.L, -armOut, b.upperArm),
    R: add(shoulder.R, armOut, b.upperArm),
  };
  const hand: Pair = { L: add(elbow.L, -armOut / 3, b.forearm), R: add(elbow.R, armOut / 3, b.forearm) };
  const hipJoint: Pair = { L: [cx + (s.hip[0] ?? 0), hipY], R: [cx + (s.hip[1] ?? 0), hipY] };
  const kneeAt: Pair = { L: knee(hipJoint.L), R: knee(hipJoint.R) };
  const ankle: Pair = { L: [kneeAt.L[0], ANKLE_Y], R: [kneeAt.R[0], ANKLE_Y] };
  // Feet point forward (right) in profile; seen from the front they point a little outwards.
  const toe = (p: Point, out: number): Point => (forward ? add(p, view === "side" ? 11 : 8, 1.5) : add(p, out * 3, 2));
  return {
    view,
    seated,
    hip,
    neck,
    head: [cx + forward * 1.5, neck[1] - b.head - 3],
    shoulder,
    elbow,
    hand,
    hipJoint,
    knee: kneeAt,
    ankle,
    toe: { L: toe(ankle.L, -1), R: toe(ankle.R, 1) },
    seatY: hipY + b.leg * 0.9,
  };
}
