import { BRAND } from "@movebreak/shared/brand";
import { rulesForPrompt } from "../quality/page-rules";
import type { GenerateInput } from "./content-generator";
import { topicAngle } from "./topic-fields";

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

const SYSTEM_PROMPT = `You write landing pages for ${BRAND.name}, a movement-break app for office workers.
Facts you may use, and no others about the product: 1-minute movement breaks; a library of over 2,000 movements; a free 7-day trial ("Try for Free"); Active Pass locks chosen apps when the user sits too long and unlocks them after a short move; everyday movement earns a score called Watts; the average desk worker sits about 9.5 hours a day (a statistic: give its source line, see below).
Rules:
- Answer with the page body in Markdown only: no front matter, no H1, no code fences, no HTML.
- Write 650 to 900 words of warm, plain, correct English, as a person would, with ## section headings.
- Include: an introduction; why the problem builds up; the routine as a numbered list using exactly the exercises and links given; tips for the reader's workplace and situation; a section whose heading contains "Frequently asked questions" with 3 to 5 questions as ### headings; a closing call to action for the app and its 7-day free trial.
- Never promise to cure, treat or prevent any condition; say movement "may help" and advise seeing a doctor or physiotherapist for severe, lasting or unusual pain.
- Use only links of the form /movements/{slug} that are given to you.
${rulesForPrompt()
  .map((rule) => `- ${rule}`)
  .join("\n")}`;

/** For a regeneration: what the quality check found, and a sample of the sentences other pages already use. */
function avoidance(input: GenerateInput): string {
  const parts: string[] = [];
  if (input.feedback?.length)
    parts.push(
      `\nThe previous draft failed the quality check; fix these:\n${input.feedback.map((f) => `- ${f}`).join("\n")}`,
    );
  const avoid = [...(input.avoidSentences ?? [])].slice(0, AVOID_SAMPLE);
  if (avoid.length > 0)
    parts.push(
      `\nSentences already on other pages (do not write these or close copies):\n${avoid.map((s) => `- ${s}`).join("\n")}`,
    );
  return parts.join("\n");
}

/** How many used-up sentences the prompt lists (the check still compares with all of them). */
const AVOID_SAMPLE = 40;

/** The chat messages for one page: fixed rules, then the topic, its keywords and the matched exercises. */
export function buildMessages(input: GenerateInput): ChatMessage[] {
  const { topic, keywords, exercises } = input;
  const angle = topicAngle(topic);
  const routine = exercises.locations
    .map(
      (location) =>
        `- ${location.title} (/movements/${location.slug}): ${location.workouts.map((workout) => workout.title).join("; ")}`,
    )
    .join("\n");
  const user = `Write the landing page for this topic.
Pain point: ${topic.painPoint.label} (body area: ${topic.painPoint.area})
Audience: ${topic.demographic.label}
Where: ${topic.context.phrase}
Angle: ${angle.label} (${topic.timeFactor ? "time of day" : "modifier"})
Typical causes: ${topic.painPoint.causes.join("; ")}
When the audience can pause: ${topic.demographic.moments.join("; ")}
Primary keyword: ${keywords.primary}
Secondary keywords: ${keywords.secondary.join(", ")}
Search intent: ${keywords.intent}
Exercises to feature, by location:
${routine}${avoidance(input)}`;
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: user },
  ];
}
