import { describe, expect, it } from "vitest";
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
