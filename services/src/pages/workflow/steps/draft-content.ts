import { type LandingPageStep, need, type StepContext, wordsOf } from "../step-context";

/** Step 4: the Markdown body, from the content generator, avoiding sentences the newest pages used up. */
export const draftContentStep =
  (ctx: StepContext): LandingPageStep<"draft_content"> =>
  async ({ outputs, signal }) => {
    const input = {
      topic: need(outputs, "select_topic", "topic"),
      keywords: need(outputs, "research_keywords", "keywords"),
      exercises: need(outputs, "match_exercises", "exercises"),
      siteUrl: ctx.deps.siteUrl,
      avoidSentences: await ctx.usedUpSentences(),
    };
    const { markdown, modelVersion } = await ctx.deps.generator.generate(input, signal);
    return { message: `Drafted ${wordsOf(markdown)} words with ${modelVersion}`, output: { markdown, modelVersion } };
  };
