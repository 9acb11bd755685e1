/**
 * The people who perform the demonstrations (issue 34: several people a visitor believes, not one stick
 * figure): skin, build, hair and clothes as data. body-parts.ts draws them, figure.ts poses them.
 * Lengths are in viewBox units (the figure stands about 145 units tall in a 176-unit box).
 */

import { hashString } from "../seeded-random";

export type HairStyle = "short" | "long" | "bun" | "afro" | "buzz" | "ponytail";
export type Sleeves = "short" | "long" | "none";
export type Legwear = "trousers" | "shorts" | "leggings";

export interface Build {
  thigh: number;
  shin: number;
  /** Hip to the base of the neck. */
  torso: number;
  upperArm: number;
  forearm: number;
  /** Half the width across the shoulders, the waist and the hips, seen from the front. */
  shoulders: number;
  waist: number;
  hips: number;
  /** Chest to back, seen from the side; the belly adds to the front at the waist. */
  depth: number;
  belly: number;
  /** Thickness (radius) of the limbs at the shoulder and hip. */
  arm: number;
  leg: number;
  head: number;
}

export interface Character {
  name: string;
  skin: string;
  hair: { style: HairStyle; color: string };
  top: { color: string; sleeves: Sleeves };
  legs: { color: string; wear: Legwear };
  shoes: string;
  build: Build;
}

const AVERAGE: Build = {
  thigh: 33,
  shin: 33,
  torso: 43,
  upperArm: 24,
  forearm: 22,
  shoulders: 15,
  waist: 11.5,
  hips: 12.5,
  depth: 19,
  belly: 0,
  arm: 4.6,
  leg: 6.4,
  head: 11,
};

export const CHARACTERS: readonly Character[] = [
  {
    name: "Maya",
    skin: "#f2c9a8",
    hair: { style: "long", color: "#4a2e1f" },
    top: { color: "#2f9c95", sleeves: "short" },
    legs: { color: "#2b3350", wear: "leggings" },
    shoes: "#e2675b",
    build: { ...AVERAGE, shoulders: 13.5, waist: 10, hips: 12.5, depth: 17, arm: 4, leg: 5.8 },
  },
  {
    name: "Kofi",
    skin: "#7a4a2c",
    hair: { style: "buzz", color: "#1d1410" },
    top: { color: "#e8843c", sleeves: "short" },
    legs: { color: "#4f5661", wear: "trousers" },
    shoes: "#2a2a2e",
    build: {
      ...AVERAGE,
      thigh: 35,
      shin: 35,
      torso: 45,
      upperArm: 25,
      forearm: 23,
      shoulders: 18.5,
      waist: 15,
      hips: 14,
      depth: 23,
      belly: 2,
      arm: 5.6,
      leg: 7.4,
    },
  },
  {
    name: "Lucía",
    skin: "#c99067",
    hair: { style: "ponytail", color: "#2b1a12" },
    top: { color: "#e4606d", sleeves: "none" },
    legs: { color: "#2d2d3a", wear: "shorts" },
    shoes: "#6cc3d5",
    build: {
      ...AVERAGE,
      thigh: 29,
      shin: 29,
      torso: 39,
      upperArm: 21,
      forearm: 19,
      shoulders: 13,
      waist: 10,
      hips: 12.5,
      depth: 17,
      arm: 4,
      leg: 6,
      head: 10.5,
    },
  },
  {
    name: "Tom",
    skin: "#f7d9c4",
    hair: { style: "short", color: "#b8b2a8" },
    top: { color: "#3f5a8a", sleeves: "long" },
    legs: { color: "#c9b48a", wear: "trousers" },
    shoes: "#6b4a36",
    build: {
      ...AVERAGE,
      shoulders: 17,
      waist: 17,
      hips: 15.5,
      depth: 27,
      belly: 5,
      arm: 5.6,
      leg: 7.8,
      head: 11.5,
    },
  },
  {
    name: "Amara",
    skin: "#5c3725",
    hair: { style: "afro", color: "#2a1c16" },
    top: { color: "#f2c14e", sleeves: "short" },
    legs: { color: "#2c6e63", wear: "trousers" },
    shoes: "#3b4a6b",
    build: {
      ...AVERAGE,
      thigh: 36,
      shin: 36,
      torso: 45,
      upperArm: 25,
      forearm: 23,
      shoulders: 14.5,
      waist: 10.5,
      hips: 13,
      depth: 18,
      arm: 4.2,
      leg: 6,
    },
  },
  {
    name: "Kenji",
    skin: "#e9bd93",
    hair: { style: "bun", color: "#201a17" },
    top: { color: "#7bab5a", sleeves: "long" },
    legs: { color: "#34425c", wear: "trousers" },
    shoes: "#d9553f",
    build: { ...AVERAGE, thigh: 31, shin: 31, torso: 41, shoulders: 15.5, waist: 12.5, hips: 12.5, depth: 20 },
  },
];

/** Who performs, as an index into CHARACTERS: the chosen one (modulo their number), else one picked from `seed` (a title). */
export function characterIndex(seed: string, chosen?: number): number {
  const count = CHARACTERS.length;
  const index = chosen !== undefined && Number.isFinite(chosen) ? Math.trunc(chosen) : hashString(seed);
  return ((index % count) + count) % count;
}
