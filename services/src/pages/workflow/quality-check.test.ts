import { STEP_NAMES } from "@movebreak/shared/automation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-database";
import { seedCatalog } from "../../catalog/seed-catalog";
import { createCpuPool } from "../../workers/cpu-pool";
import type { PageCpuTasks } from "../cpu-tasks";
import type { ContentGenerator, GenerateInput } from "../generation/content-generator";
import { templateGenerator } from "../generation/template-generator";
import { loadFixtures, SEED_DIR, SITE_URL } from "../generation/test-fixtures";
import { setAsideSlugs } from "../pages-repo";
import { PAGE_RULES } from "../quality/page-rules";
import { landingPageSteps } from "./landing-page-steps";
import type { LandingPageOutputs } from "./step-context";

/** The template's page, with the audience's name stuffed into it on the drafts `stuffed` says. */
function stuffingGenerator(stuffed: (attempt: number) => boolean) {
  const calls: GenerateInput[] = [];
  const template = templateGenerator();
  const generator: ContentGenerator = {
    async generate(input, signal) {
      calls.push(input);
      const page = await template.generate(input, signal);
      if (!stuffed(input.attempt ?? 0)) return page;
      const label = input.topic.demographic.label;
      const extra = Array.from({ length: 30 }, (_, i) => `Tip ${i + 1} for ${label}.`).join(" ");
      // Into the opening paragraph, where the page speaks in its own words.
      const at = page.markdown.indexOf("\n\n## ");
      return { ...page, markdown: `${page.markdown.slice(0, at)} ${extra}${page.markdown.slice(at)}` };
    },
  };
  return { generator, calls };
}

describe("the quality check (step 7) with the editor gate", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const cpu = createCpuPool<PageCpuTasks>({ size: 1, timeoutMs: 60_000 });
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCatalog(db.handle.db, SEED_DIR, new Date());
  });
  afterAll(async () => {
    await cpu.destroy();
    await db.drop();
  });

  async function runUntilCheck(generator: ContentGenerator, runId: string) {
    const { matrix } = await loadFixtures();
    const steps = landingPageSteps({
      db: db.handle.db,
      matrix: async () => matrix,
      generator,
      siteUrl: SITE_URL,
      clock: () => new Date(),
      cpu,
    });
    const outputs: Partial<LandingPageOutputs> = {};
    const signal = new AbortController().signal;
    for (const step of STEP_NAMES.slice(0, 6)) {
      const result = await steps[step]({ runId, outputs: outputs as never, signal });
      (outputs as Record<string, unknown>)[step] = result.output;
    }
    return () => steps.quality_check({ runId, outputs: outputs as never, signal });
  }

  it("when the first draft stuffs the audience's name, then the check regenerates it, says why, and passes the second draft", async () => {
    const { generator, calls } = stuffingGenerator((attempt) => attempt === 0);
    const check = await runUntilCheck(generator, "run-stuffed-once");
    const result = await check();
    expect(result.message).toMatch(
      /^Passed the editor gate: \d+ words, near-twin sentences 0 %, pain point [\d.]+ % of words, audience \d and place \d mentions, 0 spelling or grammar errors, 0 contradictions, [3-6] moves, none denied, \d+ sources, draft 2 of 4$/,
    );
    expect((result.output as LandingPageOutputs["quality_check"]).attempts).toBe(2);
    expect(result.warnings?.[0]).toMatch(
      /^Draft 1 regenerated: Editor gate: density: the audience \(.+\) 3\d times, at most 6/,
    );
    expect(calls.map((c) => c.attempt ?? 0)).toEqual([0, 1]);
    expect(calls[1]?.feedback?.[0]).toMatch(/the audience/);
  }, 60_000);

  it("when every draft breaks the rules, then the run fails after 3 regenerations with what an operator can fix", async () => {
    const { generator, calls } = stuffingGenerator(() => true);
    const check = await runUntilCheck(generator, "run-always-stuffed");
    await expect(check()).rejects.toThrow(
      new RegExp(
        `^Quality check failed after ${PAGE_RULES.maxRegenerations} regenerations, nothing published: Editor gate: density: the audience.*Topic [a-z-]+ set aside for 30 days$`,
      ),
    );
    expect(calls).toHaveLength(1 + PAGE_RULES.maxRegenerations);
    // Set aside: the next run's step 1 writes another topic instead of failing on this one again.
    const slug = calls[0]?.topic.slug ?? "";
    expect(await setAsideSlugs(db.handle.db, new Date())).toEqual(new Set([slug]));
    const steps = landingPageSteps({
      db: db.handle.db,
      matrix: async () => (await loadFixtures()).matrix,
      generator,
      siteUrl: SITE_URL,
      clock: () => new Date(),
      cpu,
    });
    const signal = new AbortController().signal;
    const next = await steps.select_topic({ runId: "run-always-stuffed", outputs: {} as never, signal });
    expect((next.output as LandingPageOutputs["select_topic"]).topic.slug).not.toBe(slug);
  }, 60_000);
});
