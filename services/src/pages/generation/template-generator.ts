import type { ContentGenerator, GenerateInput } from "./content-generator";
import { seededRandom } from "./random";
import { cta } from "./template/cta";
import { faq } from "./template/faq";
import { intro } from "./template/intro";
import { moments } from "./template/moments";
import { routine } from "./template/routine";
import { buildSlots } from "./template/slots";
import { tips } from "./template/tips";
import { why } from "./template/why";

export const TEMPLATE_MODEL_VERSION = "template-v1";

/** Orders of the middle sections; the intro opens and the FAQ and call to action close every page. */
const MIDDLE_ORDERS = [
  [why, routine, moments, tips],
  [why, routine, tips, moments],
  [routine, why, tips, moments],
  [why, moments, routine, tips],
  [routine, why, moments, tips],
] as const;

/** The page body, the same every time for the same input: every choice is drawn from a hash of the slug. */
export function renderTemplatePage(input: GenerateInput): string {
  const random = seededRandom(`page:${input.topic.slug}`);
  const slots = buildSlots(input, random);
  const middle = random.pick(MIDDLE_ORDERS);
  const sections = [intro, ...middle, faq, cta].map((section) => section(random, slots));
  return `${sections.join("\n\n")}\n`;
}

/** The offline generator: varied, correct pages from the topic matrix and the exercise library. */
export function templateGenerator(): ContentGenerator {
  return {
    async generate(input, signal) {
      signal.throwIfAborted();
      return { markdown: renderTemplatePage(input), modelVersion: TEMPLATE_MODEL_VERSION };
    },
  };
}
