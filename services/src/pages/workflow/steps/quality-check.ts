import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import { topicFormFields } from "../../generation/topic-fields";
import { writeMetadata } from "../../generation/write-metadata";
import { isSlugTaken, SET_ASIDE_DAYS, setTopicAside } from "../../pages-repo";
import { checkPageRules } from "../../quality/check-page";
import { describeFailures, type EditorGateResult } from "../../quality/editor-gate/editor-gate";
import { PAGE_RULES, type RuleIssue } from "../../quality/page-rules";
import { type LandingPageStep, need, type StepContext, wordsOf } from "../step-context";

/** The gate's figures in a line an operator reads in History. */
export function gateSummary(gate: EditorGateResult): string {
  const figure = (name: string) => gate.checks.find((check) => check.check === name);
  const density = figure("density")?.figures ?? {};
  const pct = (share = 0) => `${Math.round(share * 1000) / 10} %`;
  return [
    `near-twin sentences ${pct(figure("near-twins")?.figure)}`,
    `pain point ${pct(density.painPointShare)} of words, audience ${density.audienceMentions ?? 0} and place ${density.placeMentions ?? 0} mentions`,
    `${figure("spelling")?.figure ?? 0} spelling or grammar errors`,
    `${figure("contradictions")?.figure ?? 0} contradictions`,
    `${figure("denied-moves")?.figures.moves ?? 0} moves, none denied`,
    `${figure("sources")?.figure ?? 0} sources`,
  ].join(", ");
}

/**
 * Step 7: the form's schema, a free slug (or the page a refresh replaces), the page rules (quality/check-page.ts:
 * length, coherence with the topic, moves that fit, no unsourced statistic) and the editor gate
 * (quality/editor-gate: near-twins, synonym-counted density, spelling and grammar, contradictions, denied moves,
 * sources). A draft that fails is written again with what failed, its metadata with it, up to
 * PAGE_RULES.maxRegenerations times; a draft that still fails is never published, the failure names each check, and
 * the topic is set aside (step 1 passes over it for SET_ASIDE_DAYS days).
 */
export const qualityCheckStep =
  (ctx: StepContext): LandingPageStep<"quality_check"> =>
  async ({ outputs, signal }) => {
    const { deps } = ctx;
    const topic = need(outputs, "select_topic", "topic");
    const refresh = outputs.select_topic?.refresh;
    const keywords = need(outputs, "research_keywords", "keywords");
    const exercises = need(outputs, "match_exercises", "exercises");
    const matrix = await deps.matrix();
    let markdown = need(outputs, "draft_content", "markdown");
    let modelVersion = need(outputs, "draft_content", "modelVersion");
    let metadata = need(outputs, "write_metadata", "metadata");
    // The images show the topic and its moves, not the draft, so a regenerated draft keeps them.
    const media = need(outputs, "create_media", "media");
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
      if (refresh?.slug !== parsed.data.slug && (await isSlugTaken(ctx.db, parsed.data.slug)))
        throw new Error(`Quality check failed: the slug ${parsed.data.slug} is already taken`);
      const issues: RuleIssue[] = checkPageRules({ topic, keywords, exercises, matrix, ...parsed.data });
      const gate = await ctx.editorGate(markdown, topic);
      if (!gate.passed) issues.push({ rule: "editor-gate", message: `Editor gate: ${describeFailures(gate)}` });
      if (issues.length === 0) {
        const drafts = attempt > 0 ? `, draft ${attempt + 1} of ${PAGE_RULES.maxRegenerations + 1}` : "";
        return {
          message: `Passed the editor gate: ${wordsOf(markdown)} words, ${gateSummary(gate)}${drafts}`,
          output: { form: parsed.data, exercises, attempts: attempt + 1 },
          ...(regenerated.length > 0 ? { warnings: regenerated } : {}),
        };
      }
      const found = issues.map((issue) => issue.message);
      if (attempt === PAGE_RULES.maxRegenerations) {
        const message = `Quality check failed after ${attempt} regenerations, nothing published: ${found.join("; ")}`;
        // Set aside, so the next run writes another topic instead of failing on this one again.
        if (!refresh) await setTopicAside(ctx.db, topic.slug, message, deps.clock());
        throw new Error(
          `${message.slice(0, 1800)}. ${refresh ? "The page keeps its current version" : `Topic ${topic.slug} set aside for ${SET_ASIDE_DAYS} days`}`,
        );
      }
      regenerated.push(`Draft ${attempt + 1} regenerated: ${found.join("; ")}`.slice(0, 500));
      const draft = await deps.generator.generate(
        { topic, keywords, exercises, siteUrl: deps.siteUrl, attempt: attempt + 1, feedback: found },
        signal,
      );
      markdown = draft.markdown;
      modelVersion = draft.modelVersion;
      metadata = writeMetadata(topic, keywords, markdown, deps.siteUrl);
    }
  };
