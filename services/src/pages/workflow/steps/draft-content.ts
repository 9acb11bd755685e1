import { type LandingPageStep, need, type StepContext, wordsOf } from "../step-context";

/** Step 4: the Markdown body, from the content generator (the pain point's knowledge and the moves' instructions). */
export const draftContentStep =
  (ctx: StepContext): LandingPageStep<"draft_content"> =>
  async ({ outputs, signal }) => {
    const input = {
      topic: need(outputs, "select_topic", "topic"),
      keywords: need(outputs, "research_keywords", "keywords"),
      exercises: need(outputs, "match_exercises", "exercises"),
      siteUrl: ctx.deps.siteUrl,
    };
    const { markdown, modelVersion } = await ctx.deps.generator.generate(input, signal);
    return { message: `Drafted ${wordsOf(markdown)} words with ${modelVersion}`, output: { markdown, modelVersion } };
  };
