import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/**
 * The prose the fake model returns: written from the facts its prompt gives (as the prompt asks), an opening and
 * one section, the way a model that follows the prompt answers.
 */
function fakeDraft(userMessage: string): string {
  const facts = userMessage
    .slice(userMessage.indexOf("Facts you may use"))
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2).replace(/ \([^)]*\)$/, ""));
  const [first = "", second = "", ...rest] = facts;
  return `${first} ${second}\n\n## A fresh look at what helps\n\n${rest.join(" ")}`;
}

describe("the landing-page workflow with an OpenAI-compatible model", () => {
  let fake: Server;
  let t: TestApp;
  let session: string;
  const requests: {
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(raw);
        requests.push({ auth: req.headers.authorization, body });
        const user = body.messages.find((message: { role: string }) => message.role === "user")?.content ?? "";
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: fakeDraft(user) } }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const { port } = fake.address() as AddressInfo;
    t = await startTestApp({
      env: {
        AUTOMATION_MINUTE_MS: "100",
        AUTOMATION_STEP_TIMEOUT_MS: "20000",
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_API_KEY: "sk-test-secret",
        LLM_MODEL: "fake-model-1",
      },
    });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    fake.close();
  });

  it("when LLM_BASE_URL and LLM_API_KEY are set, then the draft comes from the model and the page records its name", async () => {
    await t.json("/api/automation/start", withSession(session, { method: "POST" }));
    const status = await waitUntil(
      "a finished run",
      async () => (await t.json("/api/automation/status", withSession(session))).body,
      (s) => s.totalRuns >= 1,
      60_000,
    );
    await t.json("/api/automation/stop", withSession(session, { method: "POST" }));
    expect(status.successCount).toBe(1);
    expect(requests[0]?.auth).toBe("Bearer sk-test-secret");
    expect(requests[0]?.body.model).toBe("fake-model-1");
    // The list carries no Markdown: the newest page's id, then the whole page.
    const { id } = (await t.json("/api/admin/landing-pages?limit=1", withSession(session))).body.pages[0];
    const page = (await t.json(`/api/admin/landing-pages/${id}`, withSession(session))).body;
    expect(page.aiModelVersion).toBe("fake-model-1");
    // The model's prose, then the routine, warning signs and sources the site adds from its own library.
    expect(page.markdown).toContain("## A fresh look at what helps");
    expect(page.markdown).toMatch(/## The routine: [3-6] moves/);
    expect(page.markdown).toContain("## Sources");
  });
});
