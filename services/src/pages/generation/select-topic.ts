import { hashString } from "@movebreak/shared/seeded-random";
import { topicFits } from "../quality/topic-rules";
import { topicSlug } from "./topic-slug";
import type { Angle, Topic, TopicMatrix } from "./types";

interface Candidate {
  topic: Topic;
  /** keysOf its dimensions, built once: a run scores every candidate. */
  keys: string[];
}

const cache = new WeakMap<TopicMatrix, Candidate[]>();

/**
 * Every combination of the matrix that fits its rules (quality/topic-rules.ts): pain point x context
 * x demographic x one angle (modifier or time factor).
 */
export function allTopics(matrix: TopicMatrix): Topic[] {
  return candidates(matrix).map((candidate) => candidate.topic);
}

function candidates(matrix: TopicMatrix): Candidate[] {
  const cached = cache.get(matrix);
  if (cached) return cached;
  const angles: { angle: Angle; kind: "modifier" | "timeFactor" }[] = [
    ...matrix.modifiers.map((angle) => ({ angle, kind: "modifier" as const })),
    ...matrix.timeFactors.map((angle) => ({ angle, kind: "timeFactor" as const })),
  ];
  const list: Candidate[] = [];
  for (const painPoint of matrix.painPoints)
    for (const context of matrix.contexts)
      for (const demographic of matrix.demographics)
        for (const { angle, kind } of angles) {
          const topic: Topic = {
            painPoint,
            context,
            demographic,
            modifier: kind === "modifier" ? angle : undefined,
            timeFactor: kind === "timeFactor" ? angle : undefined,
            slug: topicSlug(painPoint, context, demographic, angle),
          };
          // The matrix's rules: parents working from home are not at the office.
          if (!topicFits(topic)) continue;
          list.push({ topic, keys: keysOf({ p: painPoint.id, c: context.id, d: demographic.id, a: angle.id }) });
        }
  cache.set(matrix, list);
  return list;
}

/**
 * Step 1: the next combination whose slug is not taken. Pages already made
 * from the matrix (recognised by their slug) weigh against candidates that
 * repeat their pain point x context x demographic, their pain point, a pair
 * of their dimensions or their angle, so successive topics spread across the
 * matrix instead of exhausting one pain point first. Ties go to a
 * hash of the seed and the slug: the same seed and taken set give the same topic.
 */
export function selectTopic(
  matrix: TopicMatrix,
  takenSlugs: ReadonlySet<string>,
  seed: number,
  /** Only topics it allows may be chosen (topic learning's arm); every free topic by default. */
  allow: (topic: Topic) => boolean = () => true,
): Topic | undefined {
  const all = candidates(matrix);
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const count = (key: string) => counts.get(key) ?? 0;
  for (const { topic, keys } of all) {
    if (!takenSlugs.has(topic.slug)) continue;
    for (const key of keys) bump(key);
  }
  let best: { candidate: Candidate; score: number; tie: number } | undefined;
  for (const candidate of all) {
    if (takenSlugs.has(candidate.topic.slug) || !allow(candidate.topic)) continue;
    let score = 0;
    for (let i = 0; i < candidate.keys.length; i += 1) score += (WEIGHTS[i] ?? 0) * count(candidate.keys[i] as string);
    // The tie-break hash only where it can matter: most candidates score worse than the best so far.
    if (best && score > best.score) continue;
    const tie = hashString(`${seed}:${candidate.topic.slug}`);
    if (!best || score < best.score || tie < best.tie) best = { candidate, score, tie };
  }
  return best?.candidate.topic;
}

/**
 * Weights of keysOf's keys, in its order: singles, pairs, then the triple. A
 * repeated triple is worst; then pain points take turns (round robin); then
 * repeated pairs, contexts, demographics and angles are avoided.
 */
const WEIGHTS = [10_000, 10, 10, 1, 100, 100, 100, 1_000_000];

function keysOf({ p, c, d, a }: { p: string; c: string; d: string; a: string }): string[] {
  return [`p:${p}`, `c:${c}`, `d:${d}`, `a:${a}`, `pc:${p}|${c}`, `pd:${p}|${d}`, `cd:${c}|${d}`, `pcd:${p}|${c}|${d}`];
}
