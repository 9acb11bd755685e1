import { HANDS_ON_THIGHS, type MovementSpec, type Pose } from "../pose";

/** Side view: hands resting on the hips, elbows back. */
const HIPS_SIDE: Pose = { aL: 39, fL: -92, aR: 39, fR: -92 };

const CAT: Pose = { t: 16, h: 30, s: 2, aL: -14, fL: 8, aR: -14, fR: 8 };
const COW: Pose = { t: -7, h: 6, s: -2, aL: 5, aR: 5 };
const FOLD: Pose = { t: 64, h: 22, aL: -64, fL: 0, aR: -64, fR: 0 };
const LEAN_LEFT: Pose = { t: -18, aR: -172, fR: -8, h: -4, aL: 30, fL: -14 };
const LEAN_RIGHT: Pose = { t: 18, aL: 172, fL: 8, h: 4, aR: -30, fR: 14 };
const BEND_RIGHT: Pose = { t: 16, x: -2, h: 4, aR: -6, fR: 4, aL: -10 };
const BEND_LEFT: Pose = { t: -16, x: 2, h: -4, aL: 6, fL: -4, aR: 10 };
const KNEE_UP_R: Pose = { t: -3, lR: -58, kR: 58, aL: -86, fL: 100, aR: -86, fR: 100 };
const KNEE_UP_L: Pose = { t: -3, lL: -58, kL: 58, aL: -86, fL: 100, aR: -86, fR: 100 };
const CROSS_R: Pose = { lR: -115, kR: 198, f: 10, aL: -22, fL: -30, aR: -8, fR: -20 };
const CROSS_L: Pose = { lL: 115, kL: -198, f: 10, aR: 22, fR: 30, aL: 8, fL: 20 };
const BUTTERFLY: Pose = { lL: 70, kL: -92, lR: -70, kR: 92, aL: -14, fL: -10, aR: 14, fR: 10 };
const HAM_R: Pose = { x: 8, lR: 30, kR: -90, aL: -62, fL: 89, aR: -62, fR: 89 };
const HAM_R_LEAN: Pose = { ...HAM_R, t: 30, h: -2, aL: -89, fL: 113, aR: -89, fR: 113 };
const HAM_L: Pose = { x: 8, lL: 30, kL: -90, aL: -62, fL: 89, aR: -62, fR: 89 };
const HAM_L_LEAN: Pose = { ...HAM_L, t: 30, h: -2, aL: -89, fL: 113, aR: -89, fR: 113 };
const STAND_HAM_R: Pose = { x: -6, y: 2.5, lR: -20, lL: -21, kL: 29, aL: -8, fL: -10, aR: -11, fR: -22 };
const STAND_HAM_R_HINGE: Pose = { ...STAND_HAM_R, t: 35, aL: -31, fL: -81 };
const FLEX_STEP: Pose = { y: 3, lR: -23, kR: 32, lL: 24, aL: -26, fL: -25, aR: 39, fR: -92 };
const FLEX_TUCK: Pose = { ...FLEX_STEP, x: 2, t: -3 };
const SEAT_FLEX: Pose = { x: 14, lL: 106, kL: -13, aR: 100, fR: -86, aL: -12, fL: -78 };
const WARRIOR_LEGS: Pose = { x: 14, lL: 153, kL: -90 };
const BIRD_R: Pose = { aR: -90, fR: -4, lL: 18, t: 3 };
const BIRD_L: Pose = { aL: -90, fL: -4, lR: 18, t: 3 };
const ON_DESK: Pose = { x: 14, t: 4, aL: -2, fL: -56, aR: 1, fR: -59, lL: -3, kL: 6, lR: -3, kR: 6 };
const DOG_START: Pose = { x: -20, y: 1, t: 25, aL: -74, aR: -74, lL: -10, kL: 20, lR: -10, kR: 20 };
const DOG: Pose = { x: -49, y: 2, t: 88, h: 0, aL: -178, aR: -178, lL: -18, kL: 27, lR: -18, kR: 27 };
const LUNGE_R: Pose = { y: 19, lR: -65, kR: 66, lL: 5, kL: 67, f: 0 };
const LUNGE_L: Pose = { y: 19, lL: -65, kL: 66, lR: 5, kR: 67 };

/** The back and hip movements of the library, each drawn as its own steps say (keyed by movement id). */
export const BACK_HIPS_MOVES = {
  "seated-cat-cow": {
    upperBody: true,
    label: "seated, hands on the knees: chest lifting with a small arch, then the back rounding and the chin dropping",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [{}, COW, COW, {}, CAT, CAT],
    ms: 6000,
    still: 4,
  },
  "seated-pelvic-tilt": {
    upperBody: true,
    label: "seated, hands on the hips: the pelvis rocking back and forward, the head staying level",
    view: "side",
    seated: true,
    base: HIPS_SIDE,
    poses: [
      { x: -2, t: -6, h: 6 },
      { x: 1, t: 6, h: -6, y: -0.5 },
    ],
    ms: 2800,
    still: 0,
  },
  "standing-pelvic-tilt": {
    label: "standing, hands on the hips, knees soft: the tailbone tucking under, then the lower back arching a little",
    view: "side",
    seated: false,
    base: { ...HIPS_SIDE, y: 1.2, lL: -11, kL: 22, lR: -11, kR: 22 },
    poses: [
      { x: 3, t: -5, h: 5, lL: 2.6, lR: 2.6 },
      { x: -3, t: 6, h: -6, lL: -2.6, lR: -2.6 },
    ],
    ms: 2800,
    still: 0,
  },
  "seated-forward-fold": {
    label:
      "seated with feet apart: folding forward over the thighs, head and arms hanging to the floor, then rolling up",
    view: "side",
    seated: true,
    poses: [
      HANDS_ON_THIGHS,
      { t: 40, h: 10, aL: -57, fL: 0, aR: -57, fR: 0 },
      FOLD,
      FOLD,
      FOLD,
      { t: 36, h: 40, aL: -44, fL: -30, aR: -44, fR: -30 },
    ],
    ms: 10800,
    still: 2,
  },
  "seated-side-bend": {
    upperBody: true,
    label: "seated, one hand on the seat: the other arm rising beside the ear and the body leaning over to the side",
    view: "front",
    seated: true,
    poses: [
      { aL: 12 },
      { aL: 12, aR: -170, fR: -4 },
      LEAN_LEFT,
      LEAN_LEFT,
      { aR: -12 },
      { aR: -12, aL: 170, fL: 4 },
      LEAN_RIGHT,
      LEAN_RIGHT,
    ],
    ms: 8800,
    still: 2,
  },
  "standing-side-bend": {
    upperBody: true,
    label: "standing: one hand sliding down the side of the thigh as the body bends sideways, then the other side",
    view: "front",
    seated: false,
    poses: [{}, BEND_RIGHT, BEND_RIGHT, {}, BEND_LEFT, BEND_LEFT],
    ms: 7200,
    still: 1,
  },
  "seated-knee-to-chest": {
    label: "seated tall: one knee drawn up towards the chest, hands clasped behind the thigh, then the other knee",
    view: "side",
    seated: true,
    poses: [HANDS_ON_THIGHS, KNEE_UP_R, KNEE_UP_R, HANDS_ON_THIGHS, KNEE_UP_L, KNEE_UP_L],
    ms: 7200,
    still: 1,
  },
  "seated-figure-four-stretch": {
    label: "seated with one ankle resting on the other knee, hands on the shin, leaning forward a little from the hips",
    view: "front",
    seated: true,
    poses: [
      {},
      CROSS_R,
      { ...CROSS_R, s: -4 },
      { ...CROSS_R, s: -4 },
      {},
      CROSS_L,
      { ...CROSS_L, s: -4 },
      { ...CROSS_L, s: -4 },
    ],
    ms: 8800,
    still: 2,
  },
  "seated-pigeon": {
    label: "seated, one ankle crossed over the other thigh with the foot flexed, forearms on the shin, folding forward",
    view: "front",
    seated: true,
    base: { lR: -115, kR: 198, f: -22 },
    poses: [
      { aL: -12, fL: -12, aR: 12, fR: 12 },
      { s: -6, h: -3, aL: -30, fL: -70, aR: -2, fR: 40 },
      { s: -6, h: -3, aL: -30, fL: -70, aR: -2, fR: 40 },
    ],
    ms: 7200,
    still: 1,
  },
  "seated-butterfly-stretch": {
    label: "seated, soles of the feet together and knees falling open, hands pressing lightly on the inner thighs",
    view: "front",
    seated: true,
    poses: [{}, BUTTERFLY, { ...BUTTERFLY, lL: 80, lR: -80 }, { ...BUTTERFLY, lL: 80, lR: -80 }, BUTTERFLY],
    ms: 8000,
    still: 2,
  },
  "seated-hip-flexor-stretch": {
    label: "sitting on the chair's edge holding its back, one leg reaching back with the knee towards the floor",
    view: "side",
    seated: true,
    poses: [
      { x: 14, aR: 100, fR: -86, aL: -12, fL: -78 },
      SEAT_FLEX,
      { ...SEAT_FLEX, t: -3, aR: 104, fR: -92 },
      { ...SEAT_FLEX, t: -3, aR: 104, fR: -92 },
    ],
    ms: 7200,
    still: 2,
  },
  "standing-hip-flexor-stretch": {
    label: "standing with a hand on the desk, one foot a stride back with the heel lifted, tucking the hips under",
    view: "side",
    seated: false,
    scene: "desk",
    poses: [{ aL: -26, fL: -25, x: 6, aR: 39, fR: -92 }, FLEX_STEP, FLEX_TUCK, FLEX_TUCK],
    ms: 7200,
    still: 2,
  },
  "seated-hamstring-stretch": {
    label:
      "seated on the front of the chair, one leg straight with the heel on the floor, leaning forward with a long back",
    view: "side",
    seated: true,
    poses: [HAM_R, HAM_R_LEAN, HAM_R_LEAN, HAM_L, HAM_L_LEAN, HAM_L_LEAN],
    ms: 8400,
    still: 1,
  },
  "standing-hamstring-stretch": {
    label:
      "standing by the desk, one heel forward with the toes up, hinging forward from the hips with a straight back",
    view: "side",
    seated: false,
    scene: "desk",
    poses: [STAND_HAM_R, STAND_HAM_R_HINGE, STAND_HAM_R_HINGE, STAND_HAM_R],
    ms: 7200,
    still: 1,
  },
  "standing-hip-hinge": {
    label: "standing, hands on the thighs: hips pushing back and hands sliding to the knees, back flat",
    view: "side",
    seated: false,
    poses: [
      { y: 1.2, lL: -11, kL: 22, lR: -11, kR: 22, aL: -6, aR: -6 },
      { x: -8, y: 3, t: 45, h: -4, lL: -23, kL: 31, lR: -23, kR: 31, aL: -29, aR: -29 },
    ],
    ms: 3000,
  },
  "good-morning": {
    label: "standing, arms crossed over the chest: hinging forward to halfway with a flat back, then standing tall",
    view: "side",
    seated: false,
    base: { aL: -40, fL: 160, aR: -45, fR: 165 },
    poses: [
      { y: 1.2, lL: -11, kL: 22, lR: -11, kR: 22 },
      { x: -7, y: 2.5, t: 45, h: -2, lL: -21, kL: 29, lR: -21, kR: 29 },
    ],
    ms: 3200,
  },
  "standing-back-extension": {
    label: "standing, hands on the back of the hips: leaning back from the waist, chin level, pausing, and returning",
    view: "side",
    seated: false,
    base: { aL: 53, fL: -80, aR: 53, fR: -80 },
    poses: [{}, { t: -16, h: 16, x: 2 }, { t: -16, h: 16, x: 2 }, {}],
    ms: 3600,
    still: 1,
  },
  "standing-bird-dog": {
    label: "standing tall: one arm reaching forward to shoulder height as the opposite straight leg moves back",
    view: "side",
    seated: false,
    poses: [BIRD_R, BIRD_R, {}, BIRD_L, BIRD_L, {}],
    ms: 4800,
    still: 0,
  },
  "standing-glute-kickback": {
    label: "hands on the desk: one straight leg moving back a short way, toes pointing down",
    view: "side",
    seated: false,
    scene: "desk",
    base: ON_DESK,
    poses: [{}, { lR: 26, kR: -4 }, { lR: 26, kR: -4 }],
    ms: 2800,
    still: 1,
  },
  "glute-squeeze": {
    upperBody: true,
    label: "standing tall, knees soft: the buttocks squeezing, the hips drawing slightly forward, then relaxing",
    view: "three-quarter",
    seated: false,
    base: { aL: -4, aR: 4 },
    poses: [
      {},
      { x: 2.5, y: -1, t: -3, h: 2, lL: 2, lR: 2, s: -1 },
      { x: 2.5, y: -1, t: -3, h: 2, lL: 2, lR: 2, s: -1 },
      {},
    ],
    ms: 3200,
    still: 1,
  },
  "hip-circles": {
    label: "standing, feet wide and hands on the hips: the hips circling forward, to the side, back and round",
    view: "three-quarter",
    seated: false,
    base: { ...HIPS_SIDE, lL: -3, kL: 6, lR: -3, kR: 6, y: 0.2 },
    poses: [
      { x: 5, t: -6, h: 5, lL: 4.3, lR: 4.3 },
      { x: -1, y: 0.8, t: 2, h: -2, lL: -1, lR: -5, kR: 10 },
      { x: -5, t: 7, h: -6, lL: -4.3, lR: -4.3 },
      { x: 1, y: -0.5, t: -2, h: 2, lL: 1, lR: 1 },
    ],
    ms: 3600,
    still: 0,
  },
  "chair-warrior-ii": {
    label:
      "sitting on the chair's front edge, front knee bent over the ankle, back leg straight, arms out front and back",
    view: "side",
    seated: true,
    poses: [
      { x: 14 },
      WARRIOR_LEGS,
      { ...WARRIOR_LEGS, aR: -90, fR: -3, aL: 90, fL: 3 },
      { ...WARRIOR_LEGS, aR: -90, fR: -3, aL: 90, fL: 3 },
      { ...WARRIOR_LEGS, aR: -90, fR: -3, aL: 90, fL: 3 },
    ],
    ms: 8000,
    still: 3,
  },
  "seated-mountain-pose": {
    upperBody: true,
    label: "sitting tall and still, hands on the thighs, growing taller as the breath comes in and shoulders relaxing",
    view: "side",
    seated: true,
    base: HANDS_ON_THIGHS,
    poses: [
      { t: 4, h: 6 },
      { t: -1, h: -2, s: 1.5 },
      { t: 0, h: 0, s: -1.5 },
    ],
    ms: 6000,
    still: 2,
  },
  "desk-downward-dog": {
    label: "hands on the desk edge, hips pushing back until the back is long and the head rests between the arms",
    view: "side",
    seated: false,
    scene: "desk",
    poses: [DOG_START, DOG, DOG, DOG],
    ms: 8000,
    still: 1,
  },
  "hallway-lunge": {
    label: "hands on the hips, stepping forward into a lunge, chest upright, then stepping through with the other leg",
    view: "side",
    seated: false,
    base: HIPS_SIDE,
    poses: [{}, LUNGE_R, {}, LUNGE_L],
    ms: 3600,
    still: 1,
  },
} as const satisfies Record<string, MovementSpec>;
