import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../../test/support/log-capture";
import { startTestApp, type TestApp } from "../../test/support/test-app";
import { withoutSecrets } from "./request-logger";

describe("request log lines", () => {
  it("when Pinterest returns to /admin with a code and state, then the logged address keeps neither value", () => {
    expect(withoutSecrets("/admin?code=abc123&state=xyz")).toBe("/admin?code=[redacted]&state=[redacted]");
    expect(withoutSecrets("/admin/pinterest?state=s&code=c#top")).toBe(
      "/admin/pinterest?state=[redacted]&code=[redacted]#top",
    );
    expect(withoutSecrets("/api/automation/logs?limit=100")).toBe("/api/automation/logs?limit=100");
    expect(withoutSecrets("/admin?error=access_denied&barcode=1")).toBe("/admin?error=access_denied&barcode=1");
  });

  it("when a session is named in an address, then only its 8-character label is logged, never what else was put there", () => {
    expect(withoutSecrets("/api/admin/sessions/0a1b2c3d")).toBe("/api/admin/sessions/0a1b2c3d");
    expect(withoutSecrets("/api/admin/sessions/revoke-others")).toBe("/api/admin/sessions/revoke-others");
    expect(withoutSecrets("/api/admin/sessions/AbC-dEf_0123456789abcdefghijklmnopqrstuvwxyzABC")).toBe(
      "/api/admin/sessions/[redacted]",
    );
    expect(withoutSecrets("/api/admin/sessions/0a1b2c3d4e?x=1")).toBe("/api/admin/sessions/[redacted]?x=1");
    expect(withoutSecrets("/api/admin/sessions")).toBe("/api/admin/sessions");
  });
});

describe("request log lines over HTTP", () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await startTestApp({ seed: false, logDestination: logs, env: { LOG_LEVEL: "warn" } });
  }, 180_000);
  afterAll(() => t.stop());

  it("when a session id is put in the address in any case, then the log line names the route but never the id", async () => {
    for (const prefix of ["/api/admin/sessions", "/API/ADMIN/SESSIONS", "/Api/Admin/Sessions"]) {
      const id = randomBytes(24).toString("base64url");
      // Express routes every spelling to the same handler: without a session, the same 401.
      const answer = await t.request(`${prefix}/${id}`, { method: "DELETE", headers: { origin: t.url } });
      expect(answer.status, prefix).toBe(401);
      const requestId = answer.headers.get("x-request-id");
      // The line is written once the answer has gone out: polled for, as it may land a moment after it arrives.
      await expect
        .poll(() => logs.lines().find((l) => l.includes(`"reqId":"${requestId}"`)), { timeout: 5_000 })
        .toContain(`"url":"${prefix}/[redacted]"`);
      expect(logs.text()).not.toContain(id);
    }
  });
});
