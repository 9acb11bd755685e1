import { ALL_LOCATION_IDS, CATEGORY_GROUPS } from "../categories";
import type { TimeOfDay } from "./scenes/palette";
import { SETTINGS, type SettingId } from "./scenes/settings";

/**
 * Each location's illustration: the key movement of its routine (an exercise title and its movement id, drawn as that
 * movement's demonstration in its still pose), staged in the place the routine is done (scenes/). The seed test
 * checks each id is the movement library's for the title.
 */
const KEY_EXERCISE: Readonly<Record<string, { title: string; movement: string }>> = {
  armsOnly: { title: "Seated Arm Circles", movement: "seated-arm-circle" },
  chairDancing: { title: "Disco Point", movement: "disco-point" },
  deskPump: { title: "Chair Squats", movement: "chair-squat" },
  legActivator: { title: "Seated Leg Extensions", movement: "seated-leg-extension" },
  officeChair: { title: "Seated Side Bend", movement: "seated-side-bend" },
  sittingBoxing: { title: "Seated Jab", movement: "seated-jab" },
  work_sitting: { title: "Seated Torso Twist", movement: "seated-twist" },
  faceYoga: { title: "Jaw Release", movement: "jaw-release" },
  lowerBackTensionRelease: { title: "Seated Cat-Cow", movement: "seated-cat-cow" },
  shoulderStretch: { title: "Chest Opener", movement: "chest-opener" },
  work_yoga: { title: "Seated Side Stretch", movement: "seated-side-bend" },
  lowerBackStrength: { title: "Standing Hip Hinge", movement: "standing-hip-hinge" },
  standingCushion: { title: "Cushion Calf Raises", movement: "cushion-calf-raise" },
  standingDesk: { title: "Desk Push-Ups", movement: "incline-push-up" },
  work_standing: { title: "Standing March", movement: "standing-march" },
  dadMoves: { title: "The Running Man", movement: "the-running-man" },
  funKicks: { title: "Front Kicks", movement: "front-kick" },
  homeOffice: { title: "Hallway Lunges", movement: "hallway-lunge" },
  sitAndStand: { title: "Sit-to-Stand", movement: "sit-to-stand" },
  backPain: { title: "Standing Back Extension", movement: "standing-back-extension" },
  hipPain: { title: "Seated Figure-Four Stretch", movement: "seated-figure-four-stretch" },
  neckAndShoulders: { title: "Shoulder Shrugs", movement: "shoulder-shrug" },
  neckRelief: { title: "Neck Side Stretch", movement: "neck-side-stretch" },
  seatedBackPainRelief: { title: "Seated Spinal Twist", movement: "seated-twist" },
};

export interface LocationArt {
  /** The exercise whose demonstration the illustration shows. */
  exercise: string;
  /** Its movement id: the drawing shown. */
  movement: string | undefined;
  /** Its category group's place in CATEGORY_GROUPS: the colour family the scene wears. */
  group: number;
}

/** A location's illustration; a location outside the fixed groups gets a calm figure in the first group's colours. */
export function locationArt(locationId: string): LocationArt {
  const group = CATEGORY_GROUPS.findIndex((g) => g.locationIds.includes(locationId));
  const key = KEY_EXERCISE[locationId];
  return { exercise: key?.title ?? "Breathe", movement: key?.movement, group: Math.max(0, group) };
}

/** Where the figure stands across the card: the big furniture goes on the other side. */
type Place = "left" | "centre" | "right";

/**
 * How a location's card is staged (issue 34: a scene per place, no two cards alike): the setting its
 * routine is done in, where the figure stands, the wall's tone in the category's colour family, and
 * the hour. Neighbouring cards of a category differ in at least two of these.
 */
export interface Staging {
  setting: SettingId;
  at: Place;
  tone: 0 | 1 | 2;
  time: TimeOfDay;
}

const STAGING: Readonly<Record<string, Staging>> = {
  armsOnly: { setting: "cafe", at: "left", tone: 1, time: "day" },
  chairDancing: { setting: "officeParty", at: "right", tone: 0, time: "day" },
  deskPump: { setting: "homeOffice", at: "right", tone: 2, time: "dusk" },
  legActivator: { setting: "meetingTable", at: "left", tone: 1, time: "day" },
  officeChair: { setting: "openOffice", at: "centre", tone: 0, time: "day" },
  sittingBoxing: { setting: "homeGym", at: "left", tone: 1, time: "night" },
  work_sitting: { setting: "library", at: "right", tone: 0, time: "day" },
  faceYoga: { setting: "bedroom", at: "left", tone: 1, time: "night" },
  lowerBackTensionRelease: { setting: "readingCorner", at: "right", tone: 0, time: "day" },
  shoulderStretch: { setting: "homeOffice", at: "left", tone: 0, time: "day" },
  work_yoga: { setting: "yogaStudio", at: "centre", tone: 2, time: "dusk" },
  lowerBackStrength: { setting: "barreStudio", at: "left", tone: 2, time: "day" },
  standingCushion: { setting: "standingDeskHome", at: "left", tone: 1, time: "dusk" },
  standingDesk: { setting: "standingDeskOffice", at: "right", tone: 0, time: "day" },
  work_standing: { setting: "meetingWhiteboard", at: "left", tone: 1, time: "day" },
  dadMoves: { setting: "homeParty", at: "left", tone: 1, time: "night" },
  funKicks: { setting: "park", at: "left", tone: 0, time: "day" },
  homeOffice: { setting: "hallway", at: "left", tone: 1, time: "day" },
  sitAndStand: { setting: "kitchen", at: "left", tone: 0, time: "day" },
  backPain: { setting: "balcony", at: "centre", tone: 1, time: "dusk" },
  hipPain: { setting: "livingRoom", at: "right", tone: 1, time: "dusk" },
  neckAndShoulders: { setting: "train", at: "centre", tone: 0, time: "day" },
  neckRelief: { setting: "openOffice", at: "right", tone: 2, time: "night" },
  seatedBackPainRelief: { setting: "garden", at: "right", tone: 0, time: "day" },
};

/** A location without a staging of its own: a home office by day, the figure in the middle. */
const DEFAULT_STAGING: Staging = { setting: "homeOffice", at: "centre", tone: 0, time: "day" };

export function stagingOf(locationId: string): Staging {
  return STAGING[locationId] ?? DEFAULT_STAGING;
}

/**
 * Who performs on a location's card: the locations in the directory's order take the drawn people in
 * turn, so neighbouring cards show different people.
 */
export function characterOf(locationId: string): number {
  return Math.max(0, ALL_LOCATION_IDS.indexOf(locationId));
}

/** "Illustration: a figure doing Chest Opener in a home office." */
export function locationArtworkAlt(locationId: string, exercise = locationArt(locationId).exercise): string {
  return `Illustration: a figure doing ${exercise} ${SETTINGS[stagingOf(locationId).setting].words}`;
}
