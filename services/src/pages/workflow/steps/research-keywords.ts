import { researchKeywords } from "../../generation/research-keywords";
import { type LandingPageStep, need, type StepContext } from "../step-context";

/** Step 2: the primary and secondary keywords and the search intent of the topic. */
export const researchKeywordsStep =
  ({ deps }: StepContext): LandingPageStep<"research_keywords"> =>
  async ({ outputs }) => {
    const topic = need(outputs, "select_topic", "topic");
    const keywords = researchKeywords(topic, await deps.matrix());
    return { message: `Primary keyword: ${keywords.primary} (${keywords.intent})`, output: { keywords } };
  };
