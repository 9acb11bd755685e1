import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepResult } from "../src/automation/workflow-steps";
import type { PageCpuTasks } from "../src/pages/cpu-tasks";
import { templateGenerator } from "../src/pages/generation/template-generator";
import { loadFixtures, SITE_URL } from "../src/pages/generation/test-fixtures";
import type { TopicMatrix } from "../src/pages/generation/types";
import { landingPageSteps } from "../src/pages/workflow/landing-page-steps";
import type { LandingPageOutputs } from "../src/pages/workflow/step-context";
import { createCpuPool } from "../src/workers/cpu-pool";
import { landingPageRow } from "./support/landing-page-fixture";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/**
 * Issue 35: step 1 learns which topics bring store clicks. The setting is an automation command (recorded in the
 * event log, shown in History), and the step reads it and the pages' counts from the database.
 */
describe("topic learning in step 1", () => {
  let t: TestApp;
  let session: string;
  let matrix: TopicMatrix;
  const cpu = createCpuPool<PageCpuTasks>({ size: 1, timeoutMs: 60_000 });

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
    ({ matrix } = await loadFixtures());
  });
  afterAll(async () => {
    await cpu.destroy();
    await t.stop();
  });

  const selectTopic = async (runId: string) => {
    const steps = landingPageSteps({
      db: t.app.database.db,
      matrix: async () => matrix,
      generator: templateGenerator(),
      siteUrl: SITE_URL,
      clock: () => new Date(),
      cpu,
    });
    // The steps are handed to the automation untyped; step 1's output is LandingPageOutputs' select_topic.
    return (await steps.select_topic({ runId, outputs: {}, signal: new AbortController().signal })) as StepResult<
      LandingPageOutputs["select_topic"]
    >;
  };
  const setLearning = (enabled: boolean) =>
    t.json(
      "/api/automation/topic-learning",
      withSession(session, {
        method: "PUT",
        body: JSON.stringify({ enabled }),
        headers: { "content-type": "application/json" },
      }),
    );

  /** Published pages of one pain point for one audience, with their views and store clicks of today. */
  async function pagesOf(painPoint: string, demographic: string, count: number, views: number, clicks: number) {
    const db = t.app.database.db;
    const day = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < count; i += 1) {
      const slug = `${painPoint}-${demographic}-${i}`.replace(/[^a-z0-9]+/g, "-");
      await db
        .insertInto("landingPages")
        .values(landingPageRow(slug, { painPoint, demographic, context: "office desk", aiModelVersion: "template-v1" }))
        .execute();
      await db
        .insertInto("pageAnalytics")
        .values({ day, path: `/pages/${slug}`, views, ctaClicks: clicks })
        .execute();
    }
  }

  it("when few pages have been viewed, then it spreads topics as before and says learning waits", async () => {
    const result = await selectTopic("run-before-data");
    expect(result.message).toMatch(/^Topic chosen: [a-z0-9-]+\. Topic learning waits for 200 page views \(0 so far\)$/);
    expect(result.output?.learning).toBeUndefined();
  });

  it("when one pain point sends far more visitors to the store, then most runs pick it, and say why", async () => {
    const [best, ...others] = matrix.painPoints;
    const [audience, other] = matrix.demographics;
    if (!best || others.length < 5 || !audience || !other) throw new Error("the fixture matrix is too small");
    // 8 % of views click through on the best pain point (its pages for two audiences count together), 1 % on five
    // others: 3 pages of 400 views each.
    await pagesOf(best.label, audience.label, 2, 400, 32);
    await pagesOf(best.label, other.label, 1, 400, 32);
    for (const rest of others.slice(0, 5)) await pagesOf(rest.label, audience.label, 3, 400, 4);

    const picks = await Promise.all(Array.from({ length: 20 }, (_, i) => selectTopic(`run-${i}`)));
    const onBest = picks.filter((p) => p.output?.learning?.arm === best.id);
    // The untried pain points get the exploring runs (15 %); the rest go to the best.
    expect(onBest.length).toBeGreaterThanOrEqual(12);
    const exploited = onBest.find((p) => p.output?.learning?.explored === false);
    expect(exploited?.message).toMatch(
      new RegExp(
        `^Topic chosen: [a-z0-9-]+\\. ${best.label}: 8 % store clicks on 3 pages \\(1,200 views\\), the best so far; exploiting$`,
      ),
    );
    expect(exploited?.output?.topic.painPoint.id).toBe(best.id);
    const explored = picks.find((p) => p.output?.learning?.explored);
    expect(explored?.output?.learning?.reason).toMatch(
      new RegExp(`; exploring \\(15 % of runs try untried topics\\)\\. Best so far: ${best.label}, 8 % store clicks`),
    );
  });

  it("when an operator turns it off, then the status says so, History records who, and step 1 stops learning", async () => {
    const off = await setLearning(false);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Topic learning off: step 1 spreads topics across the matrix only");
    expect((await t.json("/api/automation/status", withSession(session))).body.topicLearning).toBe(false);
    const events = await t.json("/api/automation/events?types=TopicLearningChanged", withSession(session));
    expect(JSON.stringify(events.body)).toContain('"enabled":false');

    const result = await selectTopic("run-off");
    expect(result.message).toMatch(/^Topic chosen: [a-z0-9-]+$/);
    expect(result.output?.learning).toBeUndefined();

    expect((await setLearning(true)).body.message).toBe(
      "Topic learning on: step 1 weighs topics by their pages' store clicks",
    );
    expect((await t.json("/api/automation/status", withSession(session))).body.topicLearning).toBe(true);
  });

  it("when the body is not {enabled: boolean}, then it answers 400 with a message and changes nothing", async () => {
    const bad = await t.json(
      "/api/automation/topic-learning",
      withSession(session, {
        method: "PUT",
        body: JSON.stringify({ enabled: "no" }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Enabled must be true or false/);
    expect((await t.json("/api/automation/status", withSession(session))).body.topicLearning).toBe(true);
  });
});
