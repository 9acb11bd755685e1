import type { Random } from "@movebreak/shared/seeded-random";
import type { Slots } from "./slots";

/** A sentence (or heading) variant, filled from the page's slots. */
export type Line = (s: Slots) => string;

/**
 * One variant of the pool, in an order drawn from the page's seed: the first the page may use
 * (see Slots.accepts). A variant that is passed over gives back the phrase budget it spent. When
 * none fits (every variant is already on two other pages), "": the sentence is left out, and the
 * page assembly drops the gap.
 */
export function say(random: Random, pool: readonly Line[], slots: Slots): string {
  return sayMany(random, pool, slots, 1)[0] ?? "";
}

/** Up to `count` different variants of one pool that the page may use. */
export function sayMany(random: Random, pool: readonly Line[], slots: Slots, count: number): string[] {
  const order = random.shuffle(pool);
  const chosen: string[] = [];
  for (const line of order) {
    if (chosen.length === count) break;
    const before = slots.mark();
    const text = line(slots);
    if (slots.accepts(text)) chosen.push(text);
    else slots.restore(before);
  }
  return chosen;
}
