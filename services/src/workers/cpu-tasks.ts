/**
 * The work that runs in the CPU pool's threads, one entry per task, each taking
 * one structured-cloneable argument. Everything here is pure (inputs in, bytes
 * or numbers out) and must stay so: a thread has no database, logger or config.
 */
import { setPriority } from "node:os";
import { isMainThread, type MessagePort } from "node:worker_threads";
import { maxOverlap } from "../pages/generation/sentence-overlap";
import { renderMarkdown, sanitizeMarkdown } from "../pages/markdown";
import {
  renderLocationHero,
  renderLocationThumbnail,
  renderShareCard,
  type ShareCardInput,
} from "../pages/media/location-artwork";
import {
  renderTopicHero,
  renderTopicPoster,
  type TopicMediaInput,
  type TopicPosterLayout,
} from "../pages/media/topic-media";
import { usedUpSentences } from "../pages/quality/page-rules";

/**
 * A pool thread runs below the event loop's priority: on a busy machine the kernel gives the CPU to the thread
 * that answers requests first, and the renders use what is left (Linux keeps a nice value per thread, and
 * `setPriority(0, ...)` sets the calling thread's). Nothing is lost where it cannot be lowered.
 */
export const CPU_THREAD_NICE = 10;
if (!isMainThread) {
  try {
    setPriority(0, CPU_THREAD_NICE);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

export const cpuTasks = {
  sentenceOverlap: (input: { markdown: string; others: readonly string[] }): number =>
    maxOverlap(input.markdown, input.others),
  /** A generated page's hero and poster, showing its topic (issue 19). */
  topicHero: (input: TopicMediaInput): Promise<Buffer> => renderTopicHero(input),
  topicPoster: (input: TopicMediaInput & { layout: TopicPosterLayout }): Promise<Buffer> => renderTopicPoster(input),
  /** A location page's hero: its artwork (issue 18). */
  locationHero: (input: { locationId: string }): Buffer => renderLocationHero(input),
  /** A location card's picture: the same artwork, card-sized (issue 20). */
  locationThumbnail: (input: { locationId: string }): Buffer => renderLocationThumbnail(input),
  /** A location page's or shared routine's 1200x630 social image: its title beside its artwork (issue 22). */
  shareCard: (input: ShareCardInput): Promise<Buffer> => renderShareCard(input),
  /** Sentences (8+ words) already on as many pages as the page rules allow another page to share. */
  usedUpSentences: (others: readonly string[]): string[] => usedUpSentences(others),
  /** A page's Markdown with its embedded HTML sanitised, and the sanitised HTML rendered from it. */
  markdown: (input: string): { markdown: string; html: string } => {
    const markdown = sanitizeMarkdown(input);
    return { markdown, html: renderMarkdown(markdown) };
  },
};

export type CpuTasks = typeof cpuTasks;
export type CpuTaskName = keyof CpuTasks;

/** What a thread runs for each message: the pool sends `{ task, input, started }` and times the task from `started`. */
export default function runCpuTask({
  task,
  input,
  started,
}: {
  task: CpuTaskName;
  input: never;
  started?: MessagePort;
}): unknown {
  started?.postMessage("started");
  started?.close();
  return cpuTasks[task](input);
}
