import { HANDS_ON_KNEES, type MovementSpec, type Pose } from "../pose";

/** Both arms alike, the right mirroring the left (front and face views): upper arm, forearm, wrist. */
const both = (a: number, f: number, w = 0): Pose => ({ aL: a, fL: f, wL: w, aR: -a, fR: -f, wR: -w });

/** The face moves (close-up face), the wrist moves (close-up hands), the head turn and the upper-body turns. */
export const FACE_HANDS_MOVES = {
  "cheek-lifter": {
    upperBody: true,
    label:
      "close-up: mouth in a soft O, fingertips resting on the upper cheeks as a smile lifts them and lets them lower",
    view: "face",
    seated: true,
    base: { ...both(-17, -178, 47), jaw: 0.3, pout: 0.25 },
    poses: [{}, { smile: 1, pout: -0.1 }],
    ms: 2800,
  },
  "eye-palming": {
    upperBody: true,
    label:
      "close-up: palms rubbed together, then cupped over closed eyes, then lowered as the eyes open and look far away",
    view: "face",
    seated: true,
    poses: [
      { ...both(48, -125, -104) },
      { ...both(93, 144, -44), lid: 1 },
      { ...both(93, 144, -44), lid: 1, s: -1 },
      { lid: 0.1 },
    ],
    ms: 10000,
  },
  "fish-face": {
    upperBody: true,
    label: "close-up: cheeks sucked in so the lips push forward like a fish, held, a small smile, then released",
    view: "face",
    seated: true,
    poses: [{}, { pout: 1 }, { pout: 1, smile: 0.6 }, { pout: 1 }],
    ms: 6000,
  },
  "forehead-smoother": {
    upperBody: true,
    label:
      "close-up: eyes closed, fingertips sliding from the middle of the forehead out to the temples, a little higher each time",
    view: "face",
    seated: true,
    base: { lid: 1 },
    poses: [both(112, 85, 61), both(69, 120, 38), both(127, 63, 68), both(83, 105, 39)],
    ms: 4800,
    still: 0,
  },
  "jaw-release": {
    upperBody: true,
    label: "close-up: the jaw dropping open a small way, straight down, and closing until the lips touch",
    view: "face",
    seated: true,
    base: { lid: 0.25 },
    poses: [{}, { jaw: 0.32, h: -1 }],
    ms: 5000,
  },
  "lions-breath": {
    upperBody: true,
    label:
      "close-up: a breath in, then the mouth wide open, tongue out towards the chin and eyes looking up on a strong breath out",
    view: "face",
    seated: true,
    poses: [
      { s: 3, lid: 0.3 },
      { jaw: 1.2, tongue: 1, gaze: 1, brow: 1, s: -1 },
    ],
    ms: 4500,
  },
  "wrist-circle": {
    upperBody: true,
    label:
      "close-up from the side: forearms held still in front, elbows at the sides, both hands circling at the wrists",
    view: "hands",
    seated: true,
    base: { aL: -2, fL: -85, aR: -2, fR: -85, f: 0 },
    poses: [
      { wL: -45, wR: -45 },
      { fL: -4, fR: -4 },
      { wL: 45, wR: 45 },
      { fL: 4, fR: 4 },
    ],
    ms: 2000,
    still: 0,
  },
  "wrist-extensor-stretch": {
    upperBody: true,
    label:
      "close-up from the side: one arm reaching forward palm down, the hand bent down at the wrist, the other hand pressing its back; then the other arm",
    view: "hands",
    seated: true,
    palms: "down",
    poses: [
      { aR: -86, fR: -6 },
      { aR: -86, fR: -6, wR: 80, aL: -95, fL: -2, wL: 67 },
      { aR: -86, fR: -6, wR: 82, aL: -95, fL: -2, wL: 69 },
      { aL: -25, fL: -55, aR: -25, fR: -55 },
      { aL: -86, fL: -6 },
      { aL: -86, fL: -6, wL: 80, aR: -95, fR: -2, wR: 67 },
      { aL: -86, fL: -6, wL: 82, aR: -95, fR: -2, wR: 69 },
      { aL: -25, fL: -55, aR: -25, fR: -55 },
    ],
    ms: 9000,
  },
  "wrist-flexor-stretch": {
    upperBody: true,
    label:
      "close-up from the side: one arm reaching forward palm up, the hand bent back so the fingers point down, the other hand drawing the fingers back; then the other arm",
    view: "hands",
    seated: true,
    palms: "up",
    poses: [
      { aR: -86, fR: -6 },
      { aR: -86, fR: -6, wR: 80, aL: -63, fL: -16, wL: -31 },
      { aR: -86, fR: -6, wR: 84, aL: -62, fL: -16, wL: -33 },
      { aL: -25, fL: -55, aR: -25, fR: -55 },
      { aL: -86, fL: -6 },
      { aL: -86, fL: -6, wL: 80, aR: -63, fR: -16, wR: -31 },
      { aL: -86, fL: -6, wL: 84, aR: -62, fR: -16, wR: -33 },
      { aL: -25, fL: -55, aR: -25, fR: -55 },
    ],
    ms: 9000,
  },
  "neck-rotation": {
    upperBody: true,
    label:
      "head and shoulders: the head turning slowly to look over one shoulder, back to the middle, then over the other, shoulders still",
    view: "face",
    seated: true,
    poses: [{}, { hy: -60 }, { hy: -60, h: 1 }, {}, { hy: 60 }, { hy: 60, h: -1 }],
    ms: 8000,
  },
  "seated-twist": {
    upperBody: true,
    label:
      "seated, hips facing forward: one hand on the outside of the opposite knee, the other on the seat behind, the upper body turning and holding; then the other side",
    view: "front",
    seated: true,
    base: HANDS_ON_KNEES,
    poses: [
      {},
      { ty: 40, hy: 20, aL: -31, fL: 2, wL: 17, aR: -34, fR: 49, wR: -13 },
      { ty: 42, hy: 22, aL: -31, fL: 2, wL: 17, aR: -34, fR: 49, wR: -13 },
      {},
      { ty: -40, hy: -20, aR: 31, fR: -2, wR: -17, aL: 34, fL: -49, wL: 13 },
      { ty: -42, hy: -22, aR: 31, fR: -2, wR: -17, aL: 34, fL: -49, wL: 13 },
    ],
    ms: 9000,
  },
  "standing-torso-twist": {
    label:
      "standing, arms crossed with the hands on the shoulders, the upper body turning slowly from side to side over still hips",
    view: "front",
    seated: false,
    base: { aL: -10, fL: -137, wL: 25, aR: -1, fR: 132, wR: -9 },
    poses: [{}, { ty: -45, hy: -15 }, {}, { ty: 45, hy: 15 }],
    ms: 4000,
  },
  "the-twist": {
    label: "dancing the twist: knees and hips swivelling one way while the shoulders and bent arms swing the other",
    view: "front",
    seated: false,
    base: { y: 3 },
    poses: [
      { lL: 14, kL: -24, lR: 14, kR: -24, x: -2, ty: 30, hy: -22, t: 3, aL: 30, fL: -120, aR: -5, fR: -70 },
      { lL: -14, kL: 24, lR: -14, kR: 24, x: 2, ty: -30, hy: 22, t: -3, aL: 5, fL: 70, aR: -30, fR: 120 },
    ],
    ms: 1000,
    still: 0,
  },
  "seated-twist-and-clap": {
    upperBody: true,
    label:
      "seated, hands in front of the chest, the upper body turning to clap beside one hip, back to the middle, then to the other hip",
    view: "front",
    seated: true,
    base: {},
    poses: [
      both(23, -146, -50),
      { ty: -35, hy: -15, aL: 41, fL: -70, wL: 37, aR: 10, fR: 61, wR: -9 },
      both(23, -146, -50),
      { ty: 35, hy: 15, aR: -41, fR: 70, wR: -37, aL: -10, fL: -61, wL: 9 },
    ],
    ms: 2400,
  },
  "seated-bob-and-weave": {
    upperBody: true,
    label:
      "seated with fists up in guard by the cheeks, the upper body dipping to one side, sweeping low across and rising on the other",
    view: "front",
    seated: true,
    base: { ...both(-14, -163, -10), lL: 8, kL: -8, lR: -8, kR: 8 },
    poses: [
      { t: -6 },
      { t: -20, h: 8, s: -4 },
      { s: -7, h: 0, t: 0 },
      { t: 20, h: -8, s: -4 },
      { t: 6 },
      { t: 20, h: -8, s: -4 },
      { s: -7 },
      { t: -20, h: 8, s: -4 },
    ],
    ms: 4000,
    still: 1,
  },
} as const satisfies Record<string, MovementSpec>;
