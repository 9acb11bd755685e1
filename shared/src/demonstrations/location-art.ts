import { CATEGORY_GROUPS } from "../categories";

/**
 * Each location's illustration: the key movement of its routine (an exercise title, drawn as that
 * exercise's demonstration in its still pose) on its category's colour.
 */
const KEY_EXERCISE: Readonly<Record<string, string>> = {
  armsOnly: "Seated Arm Circles",
  chairDancing: "Disco Point",
  deskPump: "Chair Squats",
  legActivator: "Seated Leg Extensions",
  officeChair: "Seated Side Bend",
  sittingBoxing: "Seated Jab",
  work_sitting: "Seated Torso Twist",
  faceYoga: "Jaw Release",
  lowerBackTensionRelease: "Seated Cat-Cow",
  shoulderStretch: "Chest Opener",
  work_yoga: "Seated Side Stretch",
  lowerBackStrength: "Standing Hip Hinge",
  standingCushion: "Cushion Calf Raises",
  standingDesk: "Desk Push-Ups",
  work_standing: "Standing March",
  dadMoves: "The Running Man",
  funKicks: "Front Kicks",
  homeOffice: "Hallway Lunges",
  sitAndStand: "Sit-to-Stand",
  backPain: "Standing Back Extension",
  hipPain: "Seated Figure-Four Stretch",
  neckAndShoulders: "Shoulder Shrugs",
  neckRelief: "Neck Side Stretch",
  seatedBackPainRelief: "Seated Spinal Twist",
};

/** The header-block colours of the design (lime, purple, pink, orange, red), one per category group. */
const CATEGORY_COLORS = ["#dcebb0", "#e4dbff", "#ffd9ec", "#ffe0c2", "#ffd6d1"] as const;

export interface LocationArt {
  /** The exercise whose demonstration the illustration shows. */
  exercise: string;
  /** The background: the category's colour, lightened. */
  color: string;
}

/** A location's illustration; a location outside the fixed groups gets a calm figure on lime. */
export function locationArt(locationId: string): LocationArt {
  const group = CATEGORY_GROUPS.findIndex((g) => g.locationIds.includes(locationId));
  return {
    exercise: KEY_EXERCISE[locationId] ?? "Breathe",
    color: CATEGORY_COLORS[group] ?? CATEGORY_COLORS[0],
  };
}

export const SCENES = ["office", "standing-desk", "living-room", "studio", "party"] as const;
export type Scene = (typeof SCENES)[number];

/** Where each location's routine is done; a location not listed is done at an office desk. */
const SCENE_OF: Readonly<Record<string, Scene>> = {
  chairDancing: "party",
  dadMoves: "party",
  funKicks: "studio",
  work_yoga: "studio",
  standingCushion: "studio",
  lowerBackStrength: "studio",
  standingDesk: "standing-desk",
  work_standing: "standing-desk",
  homeOffice: "living-room",
  sitAndStand: "living-room",
  backPain: "living-room",
};

/** What the artwork shows, in words: the alt text of its images. */
const SCENE_WORDS: Readonly<Record<Scene, string>> = {
  office: "at an office desk",
  "standing-desk": "at a standing desk",
  "living-room": "in a living room",
  studio: "on an exercise mat",
  party: "under party lights",
};

export function sceneOf(locationId: string): Scene {
  return SCENE_OF[locationId] ?? "office";
}

/** "Illustration: a figure doing Chest Opener at an office desk." */
export function locationArtworkAlt(locationId: string): string {
  const { exercise } = locationArt(locationId);
  return `Illustration: a figure doing ${exercise} ${SCENE_WORDS[sceneOf(locationId)]}`;
}
