import { BACK_HIPS_MOVES } from "./moves/back-hips";
import { FACE_HANDS_MOVES } from "./moves/face-hands";
import { LEGS_MOVES } from "./moves/legs";
import { UPPER_BODY_MOVES } from "./moves/upper-body";
import { HANDS_ON_HIPS, HANDS_ON_KNEES, HANDS_ON_THIGHS, type MovementSpec } from "./pose";

export type { Joint, MovementSpec, Pose, View } from "./pose";

/**
 * The kinds of movement a title names (classify.ts): the drawing of a workout whose movement has none of its own.
 * A movement of the library gets its own drawing in moves/ (keyed by its id), which takes precedence.
 */
const KINDS = {
  "neck-tilt": {
    upperBody: true,
    label: "head tilting slowly from one shoulder to the other",
    view: "front",
    seated: true,
    base: HANDS_ON_KNEES,
    poses: [{}, { h: -34, s: 2 }, {}, { h: 34, s: 2 }],
    ms: 4800,
  },
  "chin-tuck": {
    upperBody: true,
    label: "head drawing back and nodding gently",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{}, { h: 16, t: -2 }, {}, { h: -10 }],
    ms: 3600,
  },
  "face-yoga": {
    upperBody: true,
    label: "face and jaw relaxing with small head movements",
    view: "front",
    seated: true,
    base: { aL: 30, fL: -175, aR: -30, fR: 175 },
    poses: [{}, { h: -6, s: 2 }, {}, { h: 6, s: 2 }],
    ms: 4000,
  },
  "shoulder-shrug": {
    upperBody: true,
    label: "shoulders lifting up to the ears and dropping",
    view: "front",
    seated: true,
    base: HANDS_ON_KNEES,
    poses: [{}, { s: 10 }],
    ms: 1800,
  },
  "shoulder-roll": {
    upperBody: true,
    label: "shoulders rolling up, back and down",
    view: "front",
    seated: true,
    base: HANDS_ON_KNEES,
    poses: [{}, { s: 8, aL: 6, aR: -6 }, { s: 3, aL: -4, aR: 4, t: 0 }],
    ms: 2400,
  },
  "arm-circles": {
    upperBody: true,
    label: "arms held out to the sides, circling",
    view: "front",
    seated: true,
    poses: [
      { aL: 75, aR: -75 },
      { aL: 95, aR: -95, s: 2 },
      { aL: 110, aR: -110 },
      { aL: 92, aR: -92, s: -1 },
    ],
    ms: 1600,
  },
  "arm-wave": {
    upperBody: true,
    label: "arms waving up and down in turn",
    view: "front",
    seated: false,
    poses: [
      { aL: 150, fL: 20, aR: -40, fR: -30, x: -3 },
      { aL: 40, fL: 30, aR: -150, fR: -20, x: 3 },
    ],
    ms: 1400,
  },
  "overhead-reach": {
    upperBody: true,
    label: "arms pressing from shoulder height to straight overhead",
    view: "front",
    seated: true,
    poses: [
      { aL: 90, fL: 90, aR: -90, fR: -90 },
      { aL: 170, fL: 0, aR: -170, fR: 0, s: 3, h: -4 },
    ],
    ms: 2400,
  },
  "side-bend": {
    upperBody: true,
    label: "upper body bending to one side with the other arm reaching overhead",
    view: "front",
    seated: true,
    poses: [{}, { t: -16, aR: -165, fR: -10, h: -6 }, {}, { t: 16, aL: 165, fL: 10, h: 6 }],
    ms: 5200,
  },
  "hip-circle": {
    label: "hips circling with hands on the hips",
    view: "front",
    seated: false,
    base: HANDS_ON_HIPS,
    poses: [{ x: -7, t: 5 }, { y: -2 }, { x: 7, t: -5 }, { y: 2 }],
    ms: 2400,
    still: 0,
  },
  dance: {
    label: "dancing: pointing up and across while stepping side to side",
    view: "front",
    seated: false,
    poses: [
      { x: -5, aR: -155, fR: 0, aL: 30, fL: -60, lR: -12 },
      { x: 5, aL: 155, fL: 0, aR: -30, fR: 60, lL: 12 },
    ],
    ms: 1400,
  },
  twist: {
    upperBody: true,
    label: "upper body turning from side to side with arms across the chest",
    view: "front",
    seated: true,
    poses: [
      { aL: 40, fL: -130, aR: -5, fR: 100, h: -8, t: -3 },
      { aL: 5, fL: -100, aR: -40, fR: 130, h: 8, t: 3 },
    ],
    ms: 3200,
  },
  "chest-opener": {
    upperBody: true,
    label: "arms opening wide to stretch the chest, then crossing in front",
    view: "front",
    seated: true,
    poses: [
      { aL: 85, aR: -85, h: -4 },
      { aL: -25, fL: -75, aR: 25, fR: 75 },
    ],
    ms: 3600,
    still: 0,
  },
  "wrist-circles": {
    upperBody: true,
    label: "arms held forward, wrists circling",
    view: "side",
    seated: true,
    base: { aL: -70, fL: -20, aR: -70, fR: -20 },
    poses: [
      { fR: -4, fL: -34 },
      { fR: -20, fL: -20 },
      { fR: -34, fL: -4 },
      { fR: -20, fL: -20 },
    ],
    ms: 1600,
  },
  punch: {
    upperBody: true,
    label: "punching forward with one fist while the other guards the face",
    view: "side",
    seated: true,
    poses: [
      { aR: -90, fR: 0, aL: -30, fL: -125 },
      { aR: -30, fR: -125, aL: -90, fL: 0 },
    ],
    ms: 1000,
  },
  curl: {
    upperBody: true,
    label: "elbows bending to curl the hands up to the shoulders",
    view: "side",
    seated: true,
    base: { aL: -5, aR: -5, fL: -15, fR: -15 },
    poses: [{}, { fL: -120, fR: -120 }],
    ms: 2000,
  },
  squat: {
    label: "lowering towards the chair and standing back up",
    view: "side",
    seated: false,
    scene: "chair",
    poses: [{}, { x: -18, y: 30, t: 38, lL: -80, kL: 92, lR: -80, kR: 92, aL: -85, aR: -90 }],
    ms: 3000,
  },
  dips: {
    label: "hands on the seat behind, body lowering and pressing up",
    view: "side",
    seated: true,
    base: { aL: 18, fL: -4, aR: 18, fR: -4 },
    poses: [{}, { y: 10, lL: -16, kL: 16, lR: -16, kR: 16, aL: 22, fL: 28, aR: 22, fR: 28 }],
    ms: 2200,
  },
  "calf-raise": {
    label: "rising onto the toes and lowering the heels",
    view: "three-quarter",
    seated: false,
    poses: [{}, { y: -6, f: 45 }],
    ms: 1800,
  },
  "seated-calf-raise": {
    label: "heels lifting while the toes stay on the floor",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{}, { f: 35, lL: -8, lR: -8 }],
    ms: 1600,
  },
  march: {
    label: "marching on the spot, knees lifting in turn",
    view: "three-quarter",
    still: 0,
    seated: false,
    poses: [{ lR: -70, kR: 80, aL: -35, aR: 25 }, {}, { lL: -70, kL: 80, aR: -35, aL: 25 }, {}],
    ms: 1400,
  },
  "seated-march": {
    label: "knees lifting in turn while seated",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{ lR: -28, aR: -25 }, {}, { lL: -28, aL: -25 }, {}],
    ms: 1400,
    still: 0,
  },
  "leg-extension": {
    label: "lower leg straightening out in front, then bending back",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{}, { kR: -80 }, {}, { kL: -80 }],
    ms: 3200,
  },
  kick: {
    label: "kicking one leg forward, then the other",
    view: "three-quarter",
    seated: false,
    poses: [{}, { lR: -75, aL: -40, aR: 30, t: -4 }, {}, { lL: -75, aR: -40, aL: 30, t: -4 }],
    ms: 1600,
  },
  "back-kick": {
    label: "leg sweeping back behind the body",
    view: "side",
    seated: false,
    base: { aL: -40, fL: -60, aR: -40, fR: -60 },
    poses: [{}, { lR: 40, kR: 40, t: 12 }, {}, { lL: 40, kL: 40, t: 12 }],
    ms: 2000,
  },
  "side-leg": {
    label: "leg lifting out to the side",
    view: "front",
    seated: false,
    base: HANDS_ON_HIPS,
    poses: [{}, { lR: -35, x: -3, t: -4 }, {}, { lL: 35, x: 3, t: 4 }],
    ms: 2400,
  },
  "forward-fold": {
    label: "upper body folding forward over the legs and rising",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{}, { t: 42, h: 12, aL: -30, fL: 10, aR: -30, fR: 10 }],
    ms: 4400,
  },
  "cat-cow": {
    upperBody: true,
    label: "back arching and rounding in turn",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [
      { t: -8, h: -18 },
      { t: 14, h: 24 },
    ],
    ms: 4000,
  },
  "figure-four": {
    label: "one ankle crossed over the other knee, the raised knee pressed gently down",
    view: "front",
    seated: true,
    base: { lR: -115, kR: 198, f: 10, aL: 22, fL: -12, aR: -22, fR: 12 },
    poses: [{}, { lR: 10, kR: -10, s: -2, y: 2 }],
    ms: 4400,
  },
  "hip-hinge": {
    label: "hinging forward at the hips with a long back",
    view: "side",
    seated: false,
    base: { aL: 35, fL: -85, aR: 35, fR: -85 },
    poses: [{}, { t: 55, x: -6, h: 10 }],
    ms: 3200,
  },
  "back-extension": {
    label: "hands on the lower back, leaning gently back",
    view: "side",
    seated: false,
    base: { aL: 35, fL: -60, aR: 35, fR: -60 },
    poses: [{}, { t: -16, h: -14, x: 2 }],
    ms: 3600,
  },
  lunge: {
    label: "stepping into a lunge and back",
    view: "three-quarter",
    seated: false,
    poses: [{}, { y: 18, lR: -70, kR: 70, lL: 30, kL: 50, aL: -10, aR: -10 }],
    ms: 3000,
  },
  "quad-stretch": {
    label: "standing on one leg, the other heel held towards the seat",
    view: "side",
    seated: false,
    scene: "desk",
    base: { lL: 8, kL: 150, aL: 25, fL: -10, aR: -75, fR: 0 },
    poses: [{}, { t: 4, lL: 14 }],
    ms: 3600,
  },
  "desk-push-up": {
    label: "hands on the desk, body lowering towards it and pushing away",
    view: "side",
    seated: false,
    scene: "desk",
    base: { x: -14, lL: 28, lR: 28, t: 30, aL: -95, aR: -95 },
    poses: [{}, { t: 12, x: 6, y: 4, lL: -6, lR: -6, aL: 12, fL: -70, aR: 12, fR: -70 }],
    ms: 2200,
  },
  breathe: {
    upperBody: true,
    label: "arms rising with a deep breath and lowering",
    view: "front",
    seated: true,
    poses: [{ ...HANDS_ON_KNEES }, { aL: 70, aR: -70, s: 3, h: -4 }],
    ms: 4400,
  },
} as const satisfies Record<string, MovementSpec>;

/** Every drawing: the kinds, and each library movement's own (moves/, by movement id). */
export const MOVEMENTS = {
  ...KINDS,
  ...BACK_HIPS_MOVES,
  ...FACE_HANDS_MOVES,
  ...LEGS_MOVES,
  ...UPPER_BODY_MOVES,
} as const satisfies Record<string, MovementSpec>;

export type MovementType = keyof typeof MOVEMENTS;

export const MOVEMENT_TYPES = Object.keys(MOVEMENTS) as MovementType[];

export function isMovementType(value: string): value is MovementType {
  return Object.hasOwn(MOVEMENTS, value);
}
