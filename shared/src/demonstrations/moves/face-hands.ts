import type { MovementSpec, Pose } from "../pose";

/** Both arms alike, the right mirroring the left (front and face views): upper arm, forearm, wrist. */
const both = (a: number, f: number, w = 0): Pose => ({ aL: a, fL: f, wL: w, aR: -a, fR: -f, wR: -w });

/** The face moves (close-up face), the wrist moves (close-up hands), the head turn and the upper-body turns. */
export const FACE_HANDS_MOVES = {
  "cheek-lifter": {
    upperBody: true,
    label: "close-up: mouth in a soft O, fingertips resting on the upper cheeks as a smile lifts them and lets them lower",
    view: "face",
    seated: true,
    base: { ...both(-17, -178, 47), jaw: 0.3, pout: 0.25 },
    poses: [{}, { smile: 1, pout: -0.1 }],
    ms: 2800,
  },
  "eye-palming": {
    upperBody: true,
    label: "close-up: palms rubbed together, then cupped over closed eyes, then lowered as the eyes open and look far away",
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
    label: "close-up: eyes closed, fingertips sliding from the middle of the forehead out to the temples, a little higher each time",
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
    poses: [{}, { jaw: 0.45, h: -1 }],
    ms: 5000,
  },
  "lions-breath": {
    upperBody: true,
    label: "close-up: a breath in, then the mouth wide open, tongue out towards the chin and eyes looking up on a strong breath out",
    view: "face",
    seated: true,
    poses: [{ s: 3, lid: 0.3 }, { jaw: 1.2, tongue: 1, gaze: 1, brow: 1, s: -1 }],
    ms: 4500,
  },
} as const satisfies Record<string, MovementSpec>;
