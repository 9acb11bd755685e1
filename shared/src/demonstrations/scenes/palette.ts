import { darker, lighter, mix } from "./kit";

/** The hour a scene is drawn at: what its windows show and how its room is lit. */
export type TimeOfDay = "day" | "dusk" | "night";

/** One category's colours as a room wears them: its walls, floor, furniture and fabrics. */
export interface Palette {
  wall: string;
  /** A wall in shadow, a recess, a second wall. */
  wallDeep: string;
  floor: string;
  floorDeep: string;
  /** The category's own strong colour: a sofa, a mat, a poster. */
  accent: string;
  accentDeep: string;
  /** A second colour that goes with the first. */
  second: string;
  wood: string;
  woodDeep: string;
  metal: string;
  ink: string;
  sky: string;
  skyFar: string;
  time: TimeOfDay;
}

/**
 * Each category group's colour family (the design's header blocks: lime, purple, pink, orange, red),
 * in group order: the light wall tint, its strong accent and the colour beside it.
 */
const FAMILIES = [
  { tint: "#dcebb0", accent: "#7fa51a", second: "#2f7d6d" },
  { tint: "#e4dbff", accent: "#7a5cd6", second: "#d9779c" },
  { tint: "#ffd9ec", accent: "#d6457f", second: "#3f6fb5" },
  { tint: "#ffe0c2", accent: "#e07a1f", second: "#2c8c99" },
  { tint: "#ffd6d1", accent: "#d4473b", second: "#5b7f3a" },
] as const;

const SKIES: Record<TimeOfDay, { sky: string; far: string }> = {
  day: { sky: "#bfe3f2", far: "#e6f4fa" },
  dusk: { sky: "#f7a86b", far: "#ffd59a" },
  night: { sky: "#263257", far: "#3b4a78" },
};

/**
 * A room's palette: its group's family, its wall tone (0 pale, 1 mid, 2 deep, so rooms of one
 * category still differ) and its hour (a room at night is dimmer).
 */
export function paletteOf(group: number, tone: 0 | 1 | 2, time: TimeOfDay): Palette {
  const family = FAMILIES[group] ?? FAMILIES[0];
  const wallBase =
    [lighter(family.tint, 0.25), family.tint, mix(family.tint, family.accent, 0.32)][tone] ?? family.tint;
  const dim = time === "night" ? 0.3 : time === "dusk" ? 0.08 : 0;
  const wall = darker(wallBase, dim);
  return {
    wall,
    wallDeep: darker(wall, 0.12),
    floor: darker(mix("#d9b48c", family.tint, 0.35), dim + 0.05),
    floorDeep: darker(mix("#b98d63", family.tint, 0.2), dim + 0.1),
    accent: darker(family.accent, dim * 0.5),
    accentDeep: darker(family.accent, 0.3 + dim * 0.5),
    second: darker(family.second, dim * 0.5),
    wood: darker("#c48a55", dim),
    woodDeep: darker("#8e5a32", dim),
    metal: darker("#5d6470", dim * 0.5),
    ink: "#23262e",
    sky: SKIES[time].sky,
    skyFar: SKIES[time].far,
    time,
  };
}
