import { BRAND } from "@movebreak/shared/brand";
import { rulesForPrompt } from "../quality/page-rules";
import type { GenerateInput } from "./content-generator";
import { factsOnPage, knowledgeOf, taughtMoves } from "./knowledge-page/compose-page";
import { isHub } from "./topic-slug";

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

const SYSTEM_PROMPT = `You write the prose of landing pages for ${BRAND.name}, a movement-break app for people who work at a desk.
The page's routine (each move's steps and dose), its warning signs and its sources are added by the site from its reviewed library: do not write them.
Rules:
- Answer with Markdown only: an opening paragraph of 2 or 3 sentences, then 1 to 3 sections with ## headings (such as why it builds up there and small changes that help). No H1, no code fences, no HTML, no lists of exercises, no call to action.
- Use only the facts given to you, in your own plain, correct words; say nothing about health you were not given. You may name the publisher of a fact ("the NHS advises..."), never a person, a study or a figure.
- Never promise to cure, treat or prevent anything; movement "may help".
- Name the pain point or its body area rarely (at most once a paragraph), the place at most 3 times and the audience at most twice. Write each sentence for this page only: no stock phrases.
${rulesForPrompt()
  .map((rule) => `- ${rule}`)
  .join("\n")}`;

/** For a regeneration: what the quality check found in the previous draft. */
function avoidance(input: GenerateInput): string {
  if (!input.feedback?.length) return "";
  return `\nThe previous draft failed the quality check; fix these:\n${input.feedback.map((f) => `- ${f}`).join("\n")}`;
}

/** The chat messages for one page: fixed rules, then the topic and the facts the prose may use. */
export function buildMessages(input: GenerateInput): ChatMessage[] {
  const { topic, keywords } = input;
  const knowledge = knowledgeOf(topic);
  const facts = factsOnPage(topic)
    .map((fact) => `- ${fact.text} (${fact.sources.map((i) => knowledge.sources[i]?.publisher).join("; ")})`)
    .join("\n");
  const moves = taughtMoves(input.exercises)
    .map((move) => move.title)
    .join("; ");
  const user = `Write the prose for this page.
Pain point: ${topic.painPoint.label} (body area: ${topic.painPoint.area})
Where: ${isHub(topic) ? "anywhere at work (this is the pain point's main page)" : topic.context.phrase}
Audience: ${topic.demographic.label}
Primary keyword: ${keywords.primary}
The routine the site adds below your prose: ${moves}
Facts you may use, each with its publisher:
${facts}${avoidance(input)}`;
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: user },
  ];
}
