import { STEP_NAMES } from "@movebreak/shared/automation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPageRow } from "../../../test/support/landing-page-fixture";
import { createTestDatabase } from "../../../test/support/test-database";
import { seedCatalog } from "../../catalog/seed-catalog";
import { createCpuPool } from "../../workers/cpu-pool";
import type { PageCpuTasks } from "../cpu-tasks";
import { factsOnPage } from "../generation/knowledge-page/compose-page";
import { allTopics } from "../generation/select-topic";
import { renderTemplatePage, templateGenerator } from "../generation/template-generator";
import { generatorInput, loadFixtures, SEED_DIR, SITE_URL } from "../generation/test-fixtures";
import { landingPageSteps } from "./landing-page-steps";
import type { LandingPageOutputs } from "./step-context";

describe("a run when every indexable topic has its page", () => {
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

  it("when one page lacks a fact its knowledge now gives, then the run writes a new version of that page: same address and poster, the old text kept in the event", async () => {
    const fixtures = await loadFixtures();
    const topics = allTopics(fixtures.matrix);
    const target = topics[4];
    if (!target) throw new Error("too few topics");
    const stale = factsOnPage(target)[0]?.text ?? "";
    for (const topic of topics) {
      const markdown = renderTemplatePage(generatorInput(topic, fixtures));
      await db.handle.db
        .insertInto("landingPages")
        .values(
          landingPageRow(topic.slug, {
            painPoint: topic.painPoint.label,
            markdown: topic === target ? markdown.replace(stale, "An older wording of this fact.") : markdown,
            heroImageUrl: `${SITE_URL}/images/pages/hero-${topic.slug}.png`,
            pinterestPosterImg: `${SITE_URL}/images/pages/poster-${topic.slug}.png`,
            aiModelVersion: "template-v1",
          }),
        )
        .execute();
    }
    const before = await db.handle.db
      .selectFrom("landingPages")
      .selectAll()
      .where("slug", "=", target.slug)
      .executeTakeFirstOrThrow();

    const steps = landingPageSteps({
      db: db.handle.db,
      matrix: async () => fixtures.matrix,
      generator: templateGenerator(),
      siteUrl: SITE_URL,
      clock: () => new Date(),
      cpu,
    });
    const outputs: Partial<LandingPageOutputs> = {};
    const signal = new AbortController().signal;
    const messages: string[] = [];
    for (const step of STEP_NAMES) {
      const result = await steps[step]({ runId: "run-refresh-1", outputs: outputs as never, signal });
      (outputs as Record<string, unknown>)[step] = result.output;
      messages.push(result.message);
      const commit = result.commit;
      if (commit) await db.handle.db.transaction().execute((trx) => commit(trx));
    }

    expect(messages[0]).toBe(
      `Every indexable topic has its page. Refreshing /pages/${target.slug}: 1 of its pain point's current facts and warning signs are not on it`,
    );
    const after = await db.handle.db
      .selectFrom("landingPages")
      .selectAll()
      .where("slug", "=", target.slug)
      .executeTakeFirstOrThrow();
    expect(after.id).toBe(before.id);
    expect(after.markdown).toContain(stale);
    expect(after.pinterestPosterImg).toBe(before.pinterestPosterImg);
    expect(after.heroImageUrl).toMatch(new RegExp(`/hero-${target.slug}-run-refr\\.png$`));
    expect(outputs.publish?.previous?.markdown).toBe(before.markdown);
    const count = await db.handle.db
      .selectFrom("landingPages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(topics.length);
  }, 60_000);
});
