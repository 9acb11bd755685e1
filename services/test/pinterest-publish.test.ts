import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePinterest, startFakePinterest } from "../../ops/fake-pinterest/fake-pinterest";
import { waitUntil } from "./support/fake-steps";
import { pinterestEnv } from "./support/pinterest";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

interface ConsoleLine {
  level: string;
  step: string | null;
  message: string;
  runId: string | null;
}

describe("the publish step with a connected Pinterest account", () => {
  let fake: FakePinterest;
  let t: TestApp;
  let session: string;
  const api = (path: string, init: RequestInit = {}) => t.json(path, withSession(session, init));
  const status = async () => (await api("/api/automation/status")).body;

  /** Starts the automation, waits for one more successful run, and stops it again. */
  async function runOnce(): Promise<{ successCount: number; errorCount: number }> {
    const before = (await status()).successCount as number;
    expect((await api("/api/automation/start", { method: "POST" })).status).toBe(200);
    await waitUntil("one more run", status, (s) => s.successCount > before || s.errorCount > 0, 30_000);
    await api("/api/automation/stop", { method: "POST" });
    return waitUntil("the automation to stop", status, (s) => s.status === "stopped" && !s.isRunning, 30_000);
  }

  async function newestPage(): Promise<{ id: number; slug: string; socialCaption: string; heroHeadline: string }> {
    // The list names the newest page; its headline comes with the whole page from GET /{id}.
    const { id } = (await api("/api/admin/landing-pages?limit=1")).body.pages[0];
    return (await api(`/api/admin/landing-pages/${id}`)).body;
  }

  async function publishLines(): Promise<ConsoleLine[]> {
    const { logs } = (await api("/api/automation/console?limit=100")).body as { logs: ConsoleLine[] };
    return logs.filter((line) => line.step === "publish");
  }

  beforeAll(async () => {
    fake = await startFakePinterest();
    t = await startTestApp({
      env: { ...pinterestEnv(fake), AUTOMATION_MINUTE_MS: "100", AUTOMATION_STEP_TIMEOUT_MS: "20000" },
    });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    await fake.close();
  });

  it("when connected without a board, then a run publishes its page and makes no pin", async () => {
    const connected = await t.json(
      "/api/pinterest/connect",
      postJson({ accessToken: fake.manualToken }, { "x-admin-session": session }),
    );
    expect(connected.status).toBe(200);
    const pinsBefore = fake.pins.length;
    const after = await runOnce();
    expect(after.errorCount).toBe(0);
    expect(fake.pins).toHaveLength(pinsBefore);
    expect(fake.calls.some((c) => c.method === "POST" && c.path === "/v5/pins")).toBe(false);
  });

  it("when a board is chosen, then the run's page is pinned there with its poster, caption and address", async () => {
    const { boards } = (await api("/api/pinterest/boards")).body;
    const board = boards[0];
    const chosen = await t.json("/api/pinterest/board", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-admin-session": session },
      body: JSON.stringify({ boardId: board.id }),
    });
    expect(chosen.status).toBe(200);

    const after = await runOnce();
    expect(after.errorCount).toBe(0);
    const page = await newestPage();
    const pin = fake.pins[0];
    expect(pin).toMatchObject({
      board_id: board.id,
      link: `https://movebreak.test/pages/${page.slug}`,
      title: page.heroHeadline,
      description: page.socialCaption,
      media_source_type: "image_base64",
    });
    // The poster itself: a PNG of some size, sent as base64.
    expect(pin?.image_bytes).toBeGreaterThan(10_000);
    const lines = await publishLines();
    expect(lines.at(-1)).toMatchObject({
      level: "info",
      message: `Published /pages/${page.slug}, pinned to the Pinterest board ${board.name}`,
    });
  });

  it("when Pinterest fails to make the pin, then the run still succeeds and the console shows a warn line", async () => {
    fake.failPinCreation(true);
    const pinsBefore = fake.pins.length;
    const before = await status();
    const after = await runOnce();
    fake.failPinCreation(false);

    expect(after.errorCount).toBe(0);
    expect(after.successCount).toBe(before.successCount + 1);
    expect(fake.pins).toHaveLength(pinsBefore);
    const page = await newestPage();
    expect((await t.request(`/pages/${page.slug}`)).status).toBe(200);

    const lines = await publishLines();
    const [info, warn] = lines.slice(-2);
    expect(info).toMatchObject({ level: "info", message: `Published /pages/${page.slug}` });
    expect(warn).toMatchObject({
      level: "warn",
      step: "publish",
      runId: info?.runId,
      message: `Pinterest pin not created for /pages/${page.slug}: Pinterest answered 500: Something went wrong creating the pin`,
    });
    const logs = (await api("/api/automation/logs?limit=100")).body;
    const entry = (Array.isArray(logs) ? logs : logs.logs).find(
      (e: { stepNumber: number; runId: string }) => e.stepNumber === 8 && e.runId === info?.runId,
    );
    expect(entry?.status).toBe("completed");
  });
});
