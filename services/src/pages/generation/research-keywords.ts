import { seededRandom } from "@movebreak/shared/seeded-random";
import { isHub, reliefLabel } from "./topic-slug";
import type { Topic, TopicKeywords, TopicMatrix } from "./types";

const MAX_SECONDARY = 8;

/**
 * Step 2: the primary keyword names the relief and the place (the relief alone for a hub); secondary keywords
 * mix the matrix's search phrases for the pain point and the place with a few built from the topic. Pages teach
 * and inform: the intent is informational.
 */
export function researchKeywords(topic: Topic, matrix: TopicMatrix): TopicKeywords {
  const random = seededRandom(`keywords:${topic.slug}`);
  const { painPoint, context } = topic;
  const hub = isHub(topic);
  const primary = hub ? reliefLabel(painPoint) : `${reliefLabel(painPoint)} ${context.phrase}`;
  const candidates = [
    `${painPoint.area} exercises${hub ? "" : ` ${context.phrase}`}`,
    ...random.sample(painPoint.keywords, 3),
    ...(hub
      ? [`${painPoint.label} causes`, `${painPoint.label} when to see a doctor`]
      : [random.pick(context.keywords)]),
    `${painPoint.label} ${context.phrase}`,
    ...otherLocationsOf(topic, matrix),
    "movement breaks at work",
  ];
  const seen = new Set([primary.toLowerCase()]);
  const secondary: string[] = [];
  for (const keyword of candidates) {
    const key = keyword.toLowerCase().replace(/\s+/g, " ").trim();
    if (seen.has(key)) continue;
    seen.add(key);
    secondary.push(key);
    if (secondary.length === MAX_SECONDARY) break;
  }
  return { primary, secondary, intent: "informational" };
}

/** Pain points that share a location with this one give a related search ("shoulder pain" beside "neck pain"). */
function otherLocationsOf(topic: Topic, matrix: TopicMatrix): string[] {
  const mine = new Set(topic.painPoint.locationIds);
  return matrix.painPoints
    .filter((other) => other.id !== topic.painPoint.id && other.locationIds.some((id) => mine.has(id)))
    .map((other) => `${other.label} and ${topic.painPoint.label}`)
    .slice(0, 1);
}
