import type { MatchedExercises, Topic, TopicKeywords, TopicMatrix, WorkoutTags } from "../generation/types";
import { inferWorkoutTags } from "../generation/workout-tags";
import { factIssues, PAGE_RULES, type RuleIssue } from "./page-rules";
import { wordCount } from "./text-measures";
import { coherenceIssues, exerciseFitIssues } from "./topic-rules";

export interface PageUnderCheck {
  topic: Topic;
  keywords: TopicKeywords;
  exercises: MatchedExercises;
  matrix: TopicMatrix;
  slug: string;
  seoTitle: string;
  heroHeadline: string;
  heroSubheadline: string;
  markdown: string;
}

/** A featured workout's tags: those matching stored with the exercises, else read from its title. */
const tagsIn = (exercises: MatchedExercises) => {
  const tags = new Map<string, WorkoutTags>();
  for (const location of exercises.locations)
    for (const workout of location.workouts) tags.set(workout.id, workout.tags ?? inferWorkoutTags(workout.title));
  return (id: string) => tags.get(id);
};

/**
 * Every rule of page-rules and topic-rules a page breaks ([] when it may be published, with the editor gate):
 * length, coherence with its topic, moves that fit, no unsourced statistic.
 */
export function checkPageRules(page: PageUnderCheck): RuleIssue[] {
  const words = wordCount(page.markdown);
  const issues: RuleIssue[] = [];
  if (words < PAGE_RULES.minWords)
    issues.push({ rule: "length", message: `${words} words, at least ${PAGE_RULES.minWords} are needed` });
  issues.push(
    ...coherenceIssues(page.topic, page.matrix, page),
    ...exerciseFitIssues(page.topic, page.exercises, tagsIn(page.exercises)),
    ...factIssues(page.markdown),
  );
  return issues;
}
