import { seededRandom } from "@movebreak/shared/seeded-random";
import { allowedUses, keywordShares, keywordTargetsOf } from "../quality/page-rules";
import { wordCount } from "../quality/text-measures";
import type { ContentGenerator, GenerateInput } from "./content-generator";
import { cta } from "./template/cta";
import { faq } from "./template/faq";
import { intro } from "./template/intro";
import { moments } from "./template/moments";
import { routine } from "./template/routine";
import { buildSlots, EXPECTED_WORDS } from "./template/slots";
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

/**
 * The page body, the same every time for the same input: every choice is drawn from a hash of the
 * slug (and the attempt, when the quality check asks for another draft). The keyword budgets assume
 * a page of EXPECTED_WORDS words; a page where a phrase still comes out over its limit (a shorter
 * page, or fixed text that names it) is written again with that phrase's budget cut by the excess.
 */
export function renderTemplatePage(input: GenerateInput): string {
  const targets = keywordTargetsOf(input.topic, input.keywords);
  const cuts = new Map<string, number>();
  let markdown = renderOnce(input, EXPECTED_WORDS, cuts);
  for (let pass = 0; pass < 4; pass++) {
    const words = wordCount(markdown);
    const over = keywordShares(markdown, targets).filter((k) => k.share > k.limit);
    if (over.length === 0) break;
    for (const k of over)
      cuts.set(k.phrase, (cuts.get(k.phrase) ?? 0) + k.count - allowedUses(k.phrase, k.limit, words));
    markdown = renderOnce(input, EXPECTED_WORDS, cuts);
  }
  return markdown;
}

function renderOnce(input: GenerateInput, expectedWords: number, cuts: ReadonlyMap<string, number>): string {
  const attempt = input.attempt ?? 0;
  const random = seededRandom(attempt > 0 ? `page:${input.topic.slug}:${attempt}` : `page:${input.topic.slug}`);
  const slots = buildSlots(input, random, expectedWords, cuts);
  const middle = random.pick(MIDDLE_ORDERS);
  const sections = [intro, ...middle, faq, cta].map((section) => section(random, slots));
  return `${tidy(sections.join("\n\n"))}\n`;
}

/** Closes the gaps that left-out sentences leave: doubled spaces, blank lines and empty list items. */
const tidy = (markdown: string) =>
  markdown
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => !/^(-|\d+\.)$/.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** The offline generator: varied, correct pages from the topic matrix and the exercise library. */
export function templateGenerator(): ContentGenerator {
  return {
    async generate(input, signal) {
      signal.throwIfAborted();
      return { markdown: renderTemplatePage(input), modelVersion: TEMPLATE_MODEL_VERSION };
    },
  };
}
