import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import { DUPLICATION_THRESHOLD } from "../../generation/sentence-overlap";
import { topicFormFields } from "../../generation/topic-fields";
import { writeMetadata } from "../../generation/write-metadata";
import { isSlugTaken } from "../../pages-repo";
import { checkPageRules } from "../../quality/check-page";
import { PAGE_RULES, type RuleIssue } from "../../quality/page-rules";
import { type LandingPageStep, need, type StepContext, wordsOf } from "../step-context";

/**
 * Step 7: the form's schema, a free slug, and the page rules (quality/page-rules.ts, topic-rules.ts). A
 * draft that breaks a page rule is written again (with what was wrong, and the used-up sentences to avoid),
 * its metadata with it, up to PAGE_RULES.maxRegenerations times.
 */
export const qualityCheckStep =
  (ctx: StepContext): LandingPageStep<"quality_check"> =>
  async ({ outputs, signal }) => {
    const { deps } = ctx;
    const topic = need(outputs, "select_topic", "topic");
    const keywords = need(outputs, "research_keywords", "keywords");
    const exercises = need(outputs, "match_exercises", "exercises");
    const matrix = await deps.matrix();
    let markdown = need(outputs, "draft_content", "markdown");
    let modelVersion = need(outputs, "draft_content", "modelVersion");
    let metadata = need(outputs, "write_metadata", "metadata");
    // The images show the topic and its moves, not the draft, so a regenerated draft keeps them.
    const media = need(outputs, "create_media", "media");
    const others = await ctx.recentMarkdown();
    const usedUp = new Set(await deps.cpu.run("usedUpSentences", others));
    const regenerated: string[] = [];
    for (let attempt = 0; ; attempt++) {
      const parsed = LandingPageFormSchema.safeParse({
        ...topicFormFields(topic),
        type: "landing_page",
        ...metadata,
        ...media,
        markdown,
        aiModelVersion: modelVersion,
      });
      if (!parsed.success) {
        throw new Error(
          `Quality check failed: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
        );
      }
      const refresh = outputs.select_topic?.refresh;
      if (refresh?.slug !== parsed.data.slug && (await isSlugTaken(ctx.db, parsed.data.slug)))
        throw new Error(`Quality check failed: the slug ${parsed.data.slug} is already taken`);
      const issues: RuleIssue[] = checkPageRules({ topic, keywords, exercises, matrix, ...parsed.data, usedUp });
      const overlap = await deps.cpu.run("sentenceOverlap", { markdown, others });
      if (overlap > DUPLICATION_THRESHOLD)
        issues.push({
          rule: "shared-sentences",
          message: `${Math.round(overlap * 100)}% of the sentences repeat another page (at most ${DUPLICATION_THRESHOLD * 100}%)`,
        });
      if (issues.length === 0) {
        const words = wordsOf(markdown);
        const drafts = attempt > 0 ? `, draft ${attempt + 1} of ${PAGE_RULES.maxRegenerations + 1}` : "";
        return {
          message: `Passed: ${words} words, ${Math.round(overlap * 100)}% shared sentences at most${drafts}`,
          output: { form: parsed.data, exercises, attempts: attempt + 1 },
          ...(regenerated.length > 0 ? { warnings: regenerated } : {}),
        };
      }
      const found = issues.map((issue) => issue.message);
      if (attempt === PAGE_RULES.maxRegenerations)
        throw new Error(`Quality check failed after ${attempt} regenerations: ${found.join("; ")}`.slice(0, 2000));
      regenerated.push(`Draft ${attempt + 1} regenerated: ${found.join("; ")}`.slice(0, 500));
      const draft = await deps.generator.generate(
        {
          topic,
          keywords,
          exercises,
          siteUrl: deps.siteUrl,
          avoidSentences: usedUp,
          attempt: attempt + 1,
          feedback: found,
        },
        signal,
      );
      markdown = draft.markdown;
      modelVersion = draft.modelVersion;
      metadata = writeMetadata(topic, keywords, markdown, deps.siteUrl);
    }
  };
