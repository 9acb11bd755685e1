import { join } from "node:path";
import { findRepoRoot } from "../../lib/repo-root";
import { loadSeedCatalog } from "./exercise-catalog";
import { loadTopicMatrix } from "./load-topic-matrix";
import { matchExercises } from "./match-exercises";
import { researchKeywords } from "./research-keywords";
import { selectTopic } from "./select-topic";
import type { Topic, TopicMatrix } from "./types";

export const SITE_URL = "https://movebreak.example";
export const SEED_DIR = join(findRepoRoot(), "ops", "seed");
export const MATRIX_PATH = join(SEED_DIR, "topic-matrix.json");

/** The real topic matrix and seed catalog, as the workflow uses them. */
export async function loadFixtures() {
  const [matrix, catalog] = await Promise.all([loadTopicMatrix(MATRIX_PATH), loadSeedCatalog(SEED_DIR)]);
  return { matrix, catalog };
}

/** `count` topics picked one after the other, each one's slug taken before the next pick (as runs do). */
export function successiveTopics(matrix: TopicMatrix, count: number, seed = 1): Topic[] {
  const taken = new Set<string>();
  const topics: Topic[] = [];
  for (let i = 0; i < count; i++) {
    const topic = selectTopic(matrix, taken, seed);
    if (!topic) break;
    taken.add(topic.slug);
    topics.push(topic);
  }
  return topics;
}

/** Steps 2 and 3 for a topic, the input of the content generator. */
export function generatorInput(topic: Topic, fixtures: Awaited<ReturnType<typeof loadFixtures>>) {
  return {
    topic,
    keywords: researchKeywords(topic, fixtures.matrix),
    exercises: matchExercises(topic, fixtures.catalog),
    siteUrl: SITE_URL,
  };
}
