import type { Topic } from "./types";

/** The topic's columns of the landing page form. */
export function topicFormFields(topic: Topic) {
  return {
    slug: topic.slug,
    painPoint: topic.painPoint.label,
    context: topic.context.label,
    demographic: topic.demographic.label,
    modifier: topic.modifier?.label ?? "",
    timeFactor: topic.timeFactor?.label ?? "",
  };
}

/** The topic's one angle: its modifier or its time factor. */
export function topicAngle(topic: Topic) {
  const angle = topic.modifier ?? topic.timeFactor;
  if (!angle) throw new Error(`Topic ${topic.slug} has neither a modifier nor a time factor`);
  return angle;
}
