import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";

export const TOPICS = [
  { key: "back", label: "Back", phrase: "back pain" },
  { key: "shoulder", label: "Shoulder", phrase: "shoulder pain" },
  { key: "hip", label: "Hip", phrase: "hip pain" },
  { key: "neck", label: "Neck", phrase: "neck pain" },
] as const;

export type TopicKey = (typeof TOPICS)[number]["key"] | "other";
export type TopicCounts = Record<TopicKey, number>;

/**
 * The topic of a page from its SEO title (case-insensitive substring). A title naming
 * two topics counts once, under the first in the list, so the counts add up to the total.
 */
export function topicOf(seoTitle: string): TopicKey {
  const title = seoTitle.toLowerCase();
  return TOPICS.find((topic) => title.includes(topic.phrase))?.key ?? "other";
}

export function countTopics(pages: readonly Pick<LandingPage, "seoTitle">[]): TopicCounts {
  const counts: TopicCounts = { back: 0, shoulder: 0, hip: 0, neck: 0, other: 0 };
  for (const page of pages) counts[topicOf(page.seoTitle)] += 1;
  return counts;
}

/** The list search: a case-insensitive substring of the SEO title. */
export function matchesSearch(page: Pick<LandingPage, "seoTitle">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === "" || page.seoTitle.toLowerCase().includes(needle);
}
