import { seededRandom } from "@movebreak/shared/seeded-random";
import { topicAngle } from "./topic-fields";
import { reliefLabel } from "./topic-slug";
import type { Topic, TopicKeywords, TopicMatrix } from "./types";

const MAX_SECONDARY = 8;

/**
 * Step 2: the primary keyword names the relief and the audience; secondary
 * keywords mix the matrix's search phrases for the pain point, the place, the
 * audience and the angle with a few built from the topic. The intent comes
 * from the angle ("with a reminder app" is commercial), else informational.
 */
export function researchKeywords(topic: Topic, matrix: TopicMatrix): TopicKeywords {
  const random = seededRandom(`keywords:${topic.slug}`);
  const { painPoint, context, demographic } = topic;
  const angle = topicAngle(topic);
  const primary = `${reliefLabel(painPoint)} for ${demographic.label}`;
  const candidates = [
    `${painPoint.area} exercises ${context.phrase}`,
    ...random.sample(painPoint.keywords, 2),
    `${painPoint.label} ${angle.label}`,
    random.pick(context.keywords),
    random.pick(demographic.keywords),
    random.pick(angle.keywords),
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
  return { primary, secondary, intent: angle.intent ?? "informational" };
}

/** Pain points that share a location with this one give a related search ("shoulder pain" beside "neck pain"). */
function otherLocationsOf(topic: Topic, matrix: TopicMatrix): string[] {
  const mine = new Set(topic.painPoint.locationIds);
  return matrix.painPoints
    .filter((other) => other.id !== topic.painPoint.id && other.locationIds.some((id) => mine.has(id)))
    .map((other) => `${other.label} and ${topic.painPoint.label}`)
    .slice(0, 1);
}
