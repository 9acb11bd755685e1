import { hashString } from "@movebreak/shared/seeded-random";
import { topicFits } from "../quality/topic-rules";
import { HUB_CONTEXT_ID, isHub, topicSlug } from "./topic-slug";
import type { Angle, Context, Demographic, PainPoint, Topic, TopicMatrix } from "./types";

const cache = new WeakMap<TopicMatrix, Topic[]>();

/**
 * The indexable topics: for each pain point with sourced knowledge, its hub and one page per place its knowledge
 * has notes for (ops/seed/pain-points.json `places`). Other combinations would only swap words, so they are never
 * generated. Each topic's audience and time of day are drawn from its slug among those that fit the place: they
 * shape a section of the page, not its address.
 */
export function allTopics(matrix: TopicMatrix): Topic[] {
  const cached = cache.get(matrix);
  if (cached) return cached;
  const contexts = new Map(matrix.contexts.map((context) => [context.id, context]));
  const hub = contexts.get(HUB_CONTEXT_ID);
  const list: Topic[] = [];
  for (const painPoint of matrix.painPoints) {
    if (!painPoint.knowledge) continue;
    const places = painPoint.knowledge.places.map((place) => contexts.get(place.context));
    for (const context of [hub, ...places]) {
      if (!context) continue;
      const topic = topicAt(matrix, painPoint, context);
      if (topic) list.push(topic);
    }
  }
  cache.set(matrix, list);
  return list;
}

function topicAt(matrix: TopicMatrix, painPoint: PainPoint, context: Context): Topic | undefined {
  const slug = topicSlug(painPoint, context);
  const seed = hashString(`variation:${slug}`);
  const audiences = matrix.demographics.filter((d) => !d.contexts || d.contexts.includes(context.id));
  // The hub speaks to everyone who works at a desk; a place page to an audience found there.
  const demographic: Demographic | undefined =
    context.id === HUB_CONTEXT_ID ? audiences[0] : audiences[seed % Math.max(1, audiences.length)];
  const angles = matrix.timeFactors.filter((a: Angle) => !a.excludeContexts.includes(context.id));
  const timeFactor = angles[(seed >>> 3) % Math.max(1, angles.length)];
  if (!demographic || !timeFactor) return undefined;
  const topic: Topic = { painPoint, context, demographic, modifier: undefined, timeFactor, slug };
  return topicFits(topic) ? topic : undefined;
}

/**
 * Step 1: the next indexable topic whose slug is not taken. Pain points take turns (the one with the fewest
 * pages first), and a pain point's hub comes before its place pages; ties go to a hash of the seed and the slug,
 * so the same seed and taken set give the same topic.
 */
export function selectTopic(
  matrix: TopicMatrix,
  takenSlugs: ReadonlySet<string>,
  seed: number,
  /** Only topics it allows may be chosen (topic learning's arm); every free topic by default. */
  allow: (topic: Topic) => boolean = () => true,
): Topic | undefined {
  const all = allTopics(matrix);
  const pages = new Map<string, number>();
  for (const topic of all)
    if (takenSlugs.has(topic.slug)) pages.set(topic.painPoint.id, (pages.get(topic.painPoint.id) ?? 0) + 1);
  let best: { topic: Topic; score: number; tie: number } | undefined;
  for (const topic of all) {
    if (takenSlugs.has(topic.slug) || !allow(topic)) continue;
    const score = (pages.get(topic.painPoint.id) ?? 0) * 10 + (isHub(topic) ? 0 : 1);
    const tie = hashString(`${seed}:${topic.slug}`);
    if (!best || score < best.score || (score === best.score && tie < best.tie)) best = { topic, score, tie };
  }
  return best?.topic;
}
