import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTopicMatrix } from "../src/pages/generation/load-topic-matrix";
import { allTopics } from "../src/pages/generation/select-topic";
import { MATRIX_PATH } from "../src/pages/generation/test-fixtures";
import { waitUntil } from "./support/fake-steps";
import { startRunsBackToBack, startTestApp, type TestApp, withSession } from "./support/test-app";

describe("the automation with the real landing-page workflow", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    // The real steps: template generator, server-rendered images, quality check, publish.
    t = await startTestApp({ env: { AUTOMATION_MINUTE_MS: "100", AUTOMATION_STEP_TIMEOUT_MS: "20000" } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when the automation is started through the API, then a valid page is public in under 10 seconds and in the sitemap", async () => {
    expect((await t.json("/api/automation/start", withSession(session, { method: "POST" }))).status).toBe(200);
    const status = await waitUntil(
      "the first published page",
      async () => (await t.json("/api/automation/status", withSession(session))).body,
      (s) => s.successCount >= 1 || s.errorCount >= 1,
      // The wait gives up (and the test fails) after 10 s.
      10_000,
    );
    await t.json("/api/automation/stop", withSession(session, { method: "POST" }));
    expect(status.errorCount).toBe(0);

    // The list names the newest page; its every field comes from GET /{id}.
    const { id } = (await t.json("/api/admin/landing-pages?limit=1", withSession(session))).body.pages[0];
    const page = (await t.json(`/api/admin/landing-pages/${id}`, withSession(session))).body;
    expect(page.aiModelVersion).toBe("template-v1");
    const html = await (await t.request(`/pages/${page.slug}`)).text();
    expect(html).toContain(page.heroHeadline);
    expect(html).toContain(`<title>${page.seoTitle.replace(/&/g, "&amp;")}</title>`);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`/pages/${page.slug}</loc>`);
    const poster = await t.request(new URL(page.pinterestPosterImg).pathname);
    expect(poster.status).toBe(200);
    const logs = (await t.json("/api/automation/logs", withSession(session))).body;
    expect(logs.find((entry: { stepNumber: number }) => entry.stepNumber === 8).landingPageId).toBe(page.id);
  });
});

describe("the automation until every indexable topic has its page", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTOMATION_MINUTE_MS: "1", AUTOMATION_STEP_TIMEOUT_MS: "20000" } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when it runs back to back, then every indexable topic gets one page that passed the editor gate, and then it stops saying there is nothing left to write", async () => {
    const topics = allTopics(await loadTopicMatrix(MATRIX_PATH)).length;
    await startRunsBackToBack(t, session);
    const status = await waitUntil(
      "the automation to stop by itself",
      async () => (await t.json("/api/automation/status", withSession(session))).body,
      (s) => s.status === "error",
      100_000,
    );
    expect(status.successCount).toBe(topics);
    expect(status.stopReason).toBe("consecutive_failures");
    const { pages, total } = (await t.json("/api/admin/landing-pages?limit=200", withSession(session))).body;
    expect(total).toBe(topics);
    expect(new Set(pages.map((p: { slug: string }) => p.slug)).size).toBe(topics);
    const events = await t.app.database.db
      .selectFrom("automationEvents")
      .select(["type", "data"])
      .where("type", "in", ["StepCompleted", "StepFailed"])
      .where(sql`data->>'step'`, "in", ["quality_check", "select_topic"])
      .execute();
    const checks = events.filter(
      (e) => e.type === "StepCompleted" && (e.data as { step: string }).step === "quality_check",
    );
    expect(checks).toHaveLength(topics);
    for (const check of checks)
      expect((check.data as { message: string }).message).toMatch(
        /^Passed the editor gate: \d+ words, near-twin sentences 0 %/,
      );
    const failures = events.filter((e) => e.type === "StepFailed").map((e) => (e.data as { error: string }).error);
    expect(failures).toHaveLength(3);
    for (const failure of failures)
      expect(failure).toMatch(/^Every indexable topic has its page and every page states/);
  }, 120_000);
});
