import { BRAND } from "@movebreak/shared/brand";
import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import { landingPageChanged, pageKey } from "../../../http/cache/surrogate-keys";
import { errorMessage, runStep } from "../../../lib/run-step";
import { preparePage } from "../../page-content";
import {
  createPage,
  findMedia,
  findPage,
  isSlugTaken,
  relatedSlugs,
  SlugTakenError,
  updatePage,
} from "../../pages-repo";
import type { PagePin } from "../../pin-publisher";
import { describeFailures } from "../../quality/editor-gate/editor-gate";
import { posterKey } from "../../social-posters";
import { type LandingPageStep, need, type StepContext } from "../step-context";

/** The longest a new page's pin may take (a token refresh and a retry included), well inside a step's timeout. */
const PIN_BUDGET_MS = 15_000;

/**
 * Step 8: the editor gate once more (against the pages published meanwhile), then the page commits with the step's StepCompleted (the runner runs `commit` in that transaction), so a
 * worker that dies at any point leaves either both or neither. The pin, outside the database, is made first
 * and carries the page's address as its idempotency key (pinterest/page-pins.ts): a resumed job finds the pin
 * its first attempt made instead of pinning again.
 */
export const publishStep =
  (ctx: StepContext): LandingPageStep<"publish"> =>
  async ({ runId, outputs, signal }) => {
    const form = need(outputs, "quality_check", "form");
    // The gate again, against the pages as they are now: another run may have published a near-twin since step 7.
    const gate = await ctx.editorGate(form.markdown, need(outputs, "select_topic", "topic"));
    if (!gate.passed)
      throw new Error(`Not published: the editor gate failed at publish: ${describeFailures(gate)}`.slice(0, 2000));
    const refresh = outputs.select_topic?.refresh;
    if (refresh) return refreshPage(ctx, form, refresh);
    const changed = ctx.deps.publicContentChanged;
    const taken = () => new Error(`The slug ${form.slug} was taken while this run worked: nothing was published`);
    if (await isSlugTaken(ctx.db, form.slug)) throw taken();
    const prepared = await preparePage(form, ctx.deps.cpu);
    // The pages on the same pain point list this one: their cached copies go stale with it.
    const siblings = changed ? await relatedSlugs(ctx.db, form.painPoint, form.slug) : [];
    const url = `${ctx.deps.siteUrl}/pages/${form.slug}`;
    const pin = await pinPage(ctx, form, url, signal, runId);
    return {
      message: `Published /pages/${form.slug}${pin.note ?? ""}`,
      output: { slug: form.slug, url, ...(pin.pinId ? { pinId: pin.pinId } : {}) },
      ...(pin.warning ? { warnings: [pin.warning] } : {}),
      commit: async (trx) => {
        try {
          return { landingPageId: (await createPage(trx, prepared, ctx.deps.clock())).id };
        } catch (error) {
          if (error instanceof SlugTakenError) throw taken();
          throw error;
        }
      },
      ...(changed ? { afterCommit: () => changed([...landingPageChanged(form.slug), ...siblings.map(pageKey)]) } : {}),
    };
  };

/**
 * A new version of a published page (every indexable topic had its page): the page's fields are replaced in the
 * step's transaction, and the version they replace goes into the step's output, so the event log keeps it and an
 * operator can read or restore it. The page keeps its address, its pin and its views.
 */
async function refreshPage(ctx: StepContext, form: LandingPageForm, refresh: { pageId: number; slug: string }) {
  const previous = await findPage(ctx.db, refresh.pageId);
  if (!previous || previous.slug !== form.slug)
    throw new Error(`The page /pages/${refresh.slug} to refresh is gone or moved: nothing was written`);
  const prepared = await preparePage(form, ctx.deps.cpu);
  const changed = ctx.deps.publicContentChanged;
  const { markdown, seoTitle, seoDescription, heroHeadline, heroSubheadline, aiModelVersion, updatedAt } = previous;
  return {
    message: `New version of /pages/${form.slug} published (the version of ${updatedAt} is kept in this event)`,
    output: {
      slug: form.slug,
      url: `${ctx.deps.siteUrl}/pages/${form.slug}`,
      previous: { markdown, seoTitle, seoDescription, heroHeadline, heroSubheadline, aiModelVersion, updatedAt },
    },
    commit: async (trx: Parameters<typeof updatePage>[0]) => {
      const updated = await updatePage(trx, refresh.pageId, prepared, ctx.deps.clock());
      if (!updated) throw new Error(`The page /pages/${refresh.slug} to refresh is gone: nothing was written`);
      return { landingPageId: updated.id };
    },
    ...(changed ? { afterCommit: () => changed(landingPageChanged(form.slug)) } : {}),
  };
}

/** A failed pin is a warning of the publish step, never a failed run: the page is published all the same. */
async function pinPage(
  ctx: StepContext,
  form: LandingPageForm,
  url: string,
  signal: AbortSignal,
  runKey: string,
): Promise<{ note?: string; pinId?: string; warning?: string }> {
  const pins = ctx.deps.pins;
  if (!pins) return {};
  const pin: PagePin = {
    title: form.heroHeadline || form.seoTitle,
    description: form.socialCaption || form.seoDescription,
    link: url,
    altText: `${BRAND.name} poster: ${form.heroHeadline || form.seoTitle}`,
    runKey,
    loadImage: () => findMedia(ctx.db, posterKey(form.slug)),
  };
  const outcome = await runStep((budget) => pins.publish(pin, budget), {
    label: "Pinterest pin",
    timeoutMs: PIN_BUDGET_MS,
    signal,
  });
  if (outcome.status === "completed") {
    return outcome.value.status === "created"
      ? { note: `, pinned to the Pinterest board ${outcome.value.boardName}`, pinId: outcome.value.pinId }
      : {};
  }
  const reason =
    outcome.status === "timeout"
      ? `Pinterest did not answer within ${PIN_BUDGET_MS / 1000} s`
      : errorMessage(outcome.error);
  return { warning: `Pinterest pin not created for /pages/${form.slug}: ${reason}`.slice(0, 500) };
}
