/**
 * The drawn demonstrations: for each type of movement, a few key poses of a person, which the
 * browsers interpolate in a loop (figure.ts builds the SVG, the players animate it). Pure data.
 *
 * A pose gives joint angles in degrees (positive turns clockwise on screen) as changes from the
 * figure's rest layout, and an offset of the whole body in viewBox units (200 x 200):
 * x, y: body offset; t: torso (side view: + leans forward); h: head; s: shoulders raised;
 * aL/aR: upper arms, fL/fR: forearms; lL/lR: thighs, kL/kR: shins (knees); f: both feet (+ toes down).
 * In the side and three-quarter views the figure faces right and L is the far limb (drawn darker); in
 * the front view L is on the left. Body offsets are for legs of average length (figure.ts scales them).
 */
export type Joint = "x" | "y" | "t" | "h" | "s" | "aL" | "fL" | "aR" | "fR" | "lL" | "kL" | "lR" | "kR" | "f";
export type Pose = Partial<Record<Joint, number>>;

export type View = "front" | "side" | "three-quarter";
export type Scene = "chair" | "desk" | "none";

export interface MovementSpec {
  /** What the figure shows, for people who cannot see it ("neck tilts from side to side"). */
  label: string;
  view: View;
  /** Sitting on a chair (with `upperBody`, unless the exercise's title says it is done standing, or seated). */
  seated: boolean;
  /** Only the upper body moves, so the figure may sit or stand as the title says. */
  upperBody?: boolean;
  /** A prop beside a standing figure (a seated one always has its chair). */
  scene?: Scene;
  /** Added under every pose. */
  base?: Pose;
  /** The key poses of one loop, evenly spaced; the loop returns to the first. */
  poses: readonly Pose[];
  /** One loop, in ms. */
  ms: number;
  /** The pose shown when nothing moves (reduced motion, a still image); 1 by default. */
  still?: number;
}

export const HANDS_ON_THIGHS: Pose = { aL: -12, fL: -78, aR: -12, fR: -78 };
export const HANDS_ON_KNEES: Pose = { aL: -10, aR: 10 };
/** Front view: elbows out, hands on the sides of the hips. */
export const HANDS_ON_HIPS: Pose = { aL: 35, fL: -80, aR: -35, fR: 80 };
