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
 *
 * Turns and hands (0 = the drawing without them): hy: head turn (front and face views: + looks towards the
 * viewer's right; the features and ears shift, the nose shows); ty: upper-body turn (front view: + turns
 * towards the viewer's right; the shoulders narrow, the far arm goes behind); wL/wR: wrists (+ clockwise,
 * like the other joints; the hands are then mittens with a thumb).
 * The face (face view; 0 = at rest, 1 = all the way): lid: eyes closed; gaze: eyes looking up; brow: brows
 * raised; jaw: mouth open; pout: lips pursed forward, cheeks drawn in; smile: mouth corners and cheeks
 * lifted; tongue: tongue out and down.
 */
export type Joint =
  | "x"
  | "y"
  | "t"
  | "h"
  | "s"
  | "aL"
  | "fL"
  | "aR"
  | "fR"
  | "lL"
  | "kL"
  | "lR"
  | "kR"
  | "f"
  | "hy"
  | "ty"
  | "wL"
  | "wR"
  | "lid"
  | "gaze"
  | "brow"
  | "jaw"
  | "pout"
  | "smile"
  | "tongue";
export type Pose = Partial<Record<Joint, number>>;

/**
 * face: a close-up of the head and shoulders of a seated person seen from the front (a detailed face, hands
 * that come to it); hands: a close-up of the forearms and hands of a seated person seen from the side.
 */
export type View = "front" | "side" | "three-quarter" | "face" | "hands";
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
  /** Which way the palms face (hands view): down hides the thumb under the hand, up shows it. */
  palms?: "up" | "down";
  /** The pose shown when nothing moves (reduced motion, a still image); 1 by default. */
  still?: number;
}

export const HANDS_ON_THIGHS: Pose = { aL: -12, fL: -78, aR: -12, fR: -78 };
export const HANDS_ON_KNEES: Pose = { aL: -10, aR: 10 };
/** Front view: elbows out, hands on the sides of the hips. */
export const HANDS_ON_HIPS: Pose = { aL: 35, fL: -80, aR: -35, fR: 80 };
