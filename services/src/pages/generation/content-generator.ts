import type { MatchedExercises, Topic, TopicKeywords } from "./types";

export interface GenerateInput {
  topic: Topic;
  keywords: TopicKeywords;
  exercises: MatchedExercises;
  /** The public site's origin, without a trailing slash ("https://movebreak.example"). */
  siteUrl: string;
  /** 0 for the first draft; 1-3 when the quality check asks for another. */
  attempt?: number;
  /** What the quality check found in the previous draft, for a regeneration. */
  feedback?: readonly string[];
}

export interface GeneratedContent {
  markdown: string;
  /** Stored as the page's aiModelVersion: "template-v1", or the LLM's model name. */
  modelVersion: string;
}

/** Step 4: writes the Markdown body of a landing page. */
export interface ContentGenerator {
  generate(input: GenerateInput, signal: AbortSignal): Promise<GeneratedContent>;
}
