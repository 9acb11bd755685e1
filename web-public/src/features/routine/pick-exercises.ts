import { ROUTINE } from "@movebreak/shared/constants";

/** A number in [0, 1), like Math.random; injected so a routine can be replayed in tests. */
export type RandomSource = () => number;

/**
 * Up to `max` items in a random order (a partial Fisher-Yates shuffle), each
 * item at most once. The input is left untouched.
 */
export function pickExercises<T>(items: readonly T[], random: RandomSource, max: number = ROUTINE.maxExercises): T[] {
  const pool = [...items];
  const count = Math.min(max, pool.length);
  for (let i = 0; i < count; i++) {
    // Clamped so a source that returns exactly 1 cannot step past the end.
    const j = Math.min(pool.length - 1, i + Math.floor(random() * (pool.length - i)));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}
