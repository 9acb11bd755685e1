import type { Random } from "../random";
import type { Slots } from "./slots";

/** A sentence (or heading) variant, filled from the page's slots. */
export type Line = (s: Slots) => string;

export const say = (random: Random, pool: readonly Line[], slots: Slots) => random.pick(pool)(slots);

/** Several different variants of one pool. */
export const sayMany = (random: Random, pool: readonly Line[], slots: Slots, count: number) =>
  random.sample(pool, count).map((line) => line(slots));
