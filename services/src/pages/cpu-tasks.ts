import type { CpuPool } from "../workers/cpu-pool";
import { maxOverlap } from "./generation/sentence-overlap";
import { renderMarkdown, sanitizeMarkdown } from "./markdown";
import { renderTopicHero, renderTopicPoster, type TopicMediaInput, type TopicPosterLayout } from "./media/topic-media";
import { usedUpSentences } from "./quality/page-rules";

/** The landing pages' work in the CPU pool (registered with the pool's threads by `src/cpu-tasks.ts`). */
export const pageCpuTasks = {
  sentenceOverlap: (input: { markdown: string; others: readonly string[] }): number =>
    maxOverlap(input.markdown, input.others),
  /** A generated page's hero and poster, showing its topic (issue 19). */
  topicHero: (input: TopicMediaInput): Promise<Buffer> => renderTopicHero(input),
  topicPoster: (input: TopicMediaInput & { layout: TopicPosterLayout }): Promise<Buffer> => renderTopicPoster(input),
  /** Sentences (8+ words) already on as many pages as the page rules allow another page to share. */
  usedUpSentences: (others: readonly string[]): string[] => usedUpSentences(others),
  /** A page's Markdown with its embedded HTML sanitised, and the sanitised HTML rendered from it. */
  markdown: (input: string): { markdown: string; html: string } => {
    const markdown = sanitizeMarkdown(input);
    return { markdown, html: renderMarkdown(markdown) };
  },
};

export type PageCpuTasks = typeof pageCpuTasks;

/** The CPU pool as the landing pages use it. */
export type PageCpuPool = CpuPool<PageCpuTasks>;
