import type { CpuPool } from "../workers/cpu-pool";
import { renderMarkdown, sanitizeMarkdown } from "./markdown";
import { renderTopicHero, renderTopicPoster, type TopicMediaInput, type TopicPosterLayout } from "./media/topic-media";
import {
  type EditorGateInput,
  type EditorGateResult,
  editorGate,
  type MoveFacts,
} from "./quality/editor-gate/editor-gate";
import { languageChecker } from "./quality/editor-gate/language";
import { type PhraseMatcher, phraseMatcher } from "./quality/editor-gate/phrases";

/** The gate's input as a thread receives it: the moves as a map or record (a function cannot cross threads). */
export type EditorGateTaskInput = Omit<EditorGateInput, "moves"> & {
  moves: ReadonlyMap<string, MoveFacts> | Readonly<Record<string, MoveFacts>>;
};

/** The topic phrases compiled in this thread, kept while the next page brings the same list. */
let phrases: { key: string; matcher: PhraseMatcher } | undefined;
const matcherFor = (topicPhrases: readonly string[]) => {
  const key = topicPhrases.join("\n");
  if (phrases?.key !== key) phrases = { key, matcher: phraseMatcher(topicPhrases) };
  return phrases.matcher;
};

/** The landing pages' work in the CPU pool (registered with the pool's threads by `src/cpu-tasks.ts`). */
export const pageCpuTasks = {
  /** A generated page's hero and poster, showing its topic (issue 19). */
  topicHero: (input: TopicMediaInput): Promise<Buffer> => renderTopicHero(input),
  topicPoster: (input: TopicMediaInput & { layout: TopicPosterLayout }): Promise<Buffer> => renderTopicPoster(input),
  /**
   * The editor gate (quality/editor-gate): near-twins, density, spelling, contradictions, denied moves, sources.
   * The spelling dictionary takes about 250 ms to load, once per thread.
   */
  editorGate: (input: EditorGateTaskInput): EditorGateResult =>
    editorGate(input, { language: languageChecker(), matcher: matcherFor(input.topicPhrases) }),
  /** A page's Markdown with its embedded HTML sanitised, and the sanitised HTML rendered from it. */
  markdown: (input: string): { markdown: string; html: string } => {
    const markdown = sanitizeMarkdown(input);
    return { markdown, html: renderMarkdown(markdown) };
  },
};

export type PageCpuTasks = typeof pageCpuTasks;

/** The CPU pool as the landing pages use it. */
export type PageCpuPool = CpuPool<PageCpuTasks>;
