/**
 * Topic coherence and exercise fit (issue 19): which pain points, places, audiences and angles go
 * together is data in the topic matrix (an audience's `contexts`, an angle's `excludeContexts`, a
 * place's `conflicts`, `postures` and `equipment`, a pain point's `bodyAreas`); these functions read it.
 */
import { topicSlug } from "../generation/topic-slug";
import type { MatchedExercises, Topic, TopicMatrix, WorkoutTags } from "../generation/types";
import type { RuleIssue } from "./page-rules";
import { plainText } from "./text-measures";

const angleOf = (topic: Topic) => topic.modifier ?? topic.timeFactor;

/** Why the combination does not fit, by the matrix's rules ([] when it does). */
export function topicMisfits(topic: Topic): string[] {
  const { context, demographic } = topic;
  const reasons: string[] = [];
  if (demographic.contexts && !demographic.contexts.includes(context.id))
    reasons.push(`${demographic.label} do not fit "${context.phrase}" (demographics.${demographic.id}.contexts)`);
  const angle = angleOf(topic);
  if (angle?.excludeContexts.includes(context.id))
    reasons.push(`"${angle.phrase}" does not fit "${context.phrase}" (excludeContexts of ${angle.id})`);
  return reasons;
}

export const topicFits = (topic: Topic) => topicMisfits(topic).length === 0;

/** The place's contradictions, compiled once per context. */
const conflictCache = new WeakMap<Topic["context"], RegExp[]>();
export function contextConflicts(context: Topic["context"]): RegExp[] {
  let list = conflictCache.get(context);
  if (!list) {
    list = context.conflicts.map((source) => new RegExp(source, "i"));
    conflictCache.set(context, list);
  }
  return list;
}

/** The first contradiction of the place the text holds ("sitting at a standing desk"), if any. */
export function conflictIn(text: string, context: Topic["context"]): string | undefined {
  for (const pattern of contextConflicts(context)) {
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return undefined;
}

export interface PageFields {
  slug: string;
  seoTitle: string;
  heroHeadline: string;
  heroSubheadline: string;
  markdown: string;
}

const containsPhrase = (text: string, phrase: string) =>
  new RegExp(`(^|[^a-z])${phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z]|$)`).test(
    text.toLowerCase(),
  );

/**
 * Slug, title, headline, subheadline and body name the same topic: the combination fits the
 * matrix's rules, the slug is the topic's, the title and headline name its pain point, nothing
 * names another place or audience of the matrix, and no text contradicts the place. (The body is
 * not required to name the place and audience: an LLM draft may say "at work"; the template's do.)
 */
export function coherenceIssues(topic: Topic, matrix: TopicMatrix, page: PageFields): RuleIssue[] {
  const issues: RuleIssue[] = topicMisfits(topic).map((message) => ({ rule: "coherence" as const, message }));
  if (page.slug !== topicSlug(topic.painPoint, topic.context))
    issues.push({ rule: "coherence", message: `The slug ${page.slug} is not the topic's slug` });
  const body = plainText(page.markdown);
  const fields = { title: page.seoTitle, headline: page.heroHeadline, subheadline: page.heroSubheadline, body };
  const painNames = [topic.painPoint.label, topic.painPoint.area, topic.painPoint.reliefLabel ?? ""].filter(Boolean);
  for (const name of ["title", "headline"] as const)
    if (!painNames.some((p) => containsPhrase(fields[name], p)))
      issues.push({
        rule: "coherence",
        message: `The ${name} "${fields[name]}" does not name ${topic.painPoint.label}`,
      });
  // Another place or audience named anywhere is the same mistake: one list of both, each with its own words.
  const others = [
    ...matrix.contexts
      .filter((other) => other.id !== topic.context.id)
      .map((other) => ({ words: other.phrase, own: topic.context.phrase, kind: "place", on: "on a page about" })),
    ...matrix.demographics
      .filter((other) => other.id !== topic.demographic.id)
      .map((other) => ({ words: other.label, own: topic.demographic.label, kind: "audience", on: "on a page for" })),
  ];
  for (const [name, text] of Object.entries(fields)) {
    for (const other of others)
      if (containsPhrase(text, other.words) && !containsPhrase(other.own, other.words))
        issues.push({
          rule: "coherence",
          message: `The ${name} names another ${other.kind} ("${other.words}") ${other.on} ${other.own}`,
        });
    const conflict = conflictIn(text, topic.context);
    if (conflict)
      issues.push({
        rule: "coherence",
        message: `The ${name} says "${conflict}", which contradicts ${topic.context.phrase}`,
      });
  }
  return issues;
}

/** Why a workout does not fit the topic ([] when it does): body area, posture, equipment. */
export function workoutMisfits(topic: Topic, title: string, tags: WorkoutTags | undefined): string[] {
  if (!tags) return [`${title} has no tags (body areas, posture, equipment)`];
  const reasons: string[] = [];
  const areas = topic.painPoint.bodyAreas;
  if (areas && !tags.bodyAreas.some((area) => areas.includes(area)))
    reasons.push(
      `${title} works the ${tags.bodyAreas.join(", ")}, not the ${areas.join(" or ")} (${topic.painPoint.label})`,
    );
  if (!tags.postures.some((posture) => topic.context.postures.includes(posture)))
    reasons.push(
      `${title} is done ${tags.postures.join(" or ")}, but ${topic.context.phrase} allows ${topic.context.postures.join(" or ")} moves`,
    );
  if (!topic.context.equipment.includes(tags.equipment))
    reasons.push(`${title} needs a ${tags.equipment}, which is not at hand ${topic.context.phrase}`);
  return reasons;
}

export function exerciseFitIssues(
  topic: Topic,
  exercises: MatchedExercises,
  tagsOf: (workoutId: string) => WorkoutTags | undefined,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  // A move the pain point's knowledge names as suited may work another area (shoulder rolls for eye strain).
  const suited = new Set(topic.painPoint.knowledge?.suitedMoves ?? []);
  const placeOnly: Topic = { ...topic, painPoint: { ...topic.painPoint, bodyAreas: undefined } };
  for (const location of exercises.locations)
    for (const workout of location.workouts)
      for (const message of workoutMisfits(
        suited.has(workout.instructions?.movement ?? "") ? placeOnly : topic,
        workout.title,
        tagsOf(workout.id),
      ))
        issues.push({ rule: "exercise-fit", message: `${message}: choose another move` });
  return issues;
}
