import type { ContentGenerator, GenerateInput } from "./content-generator";
import { assemblePage, knowledgeProse } from "./knowledge-page/compose-page";

export const TEMPLATE_MODEL_VERSION = "template-v1";

/**
 * The page body, the same every time for the same input: the pain point's sourced facts for this page (its place
 * notes, or what it feels like for the hub, and its share of causes and tips), the routine as the movement library
 * teaches each move, the audience's moments, the warning signs and the sources. No sentence frame is reused with
 * words swapped: every sentence of prose is a fact of the knowledge, said once on the site.
 */
export function renderTemplatePage(input: GenerateInput): string {
  return assemblePage(input.topic, input.exercises, knowledgeProse(input.topic));
}

/** The offline generator: pages written from the pain-point knowledge and the movement library. */
export function templateGenerator(): ContentGenerator {
  return {
    async generate(input, signal) {
      signal.throwIfAborted();
      return { markdown: renderTemplatePage(input), modelVersion: TEMPLATE_MODEL_VERSION };
    },
  };
}
