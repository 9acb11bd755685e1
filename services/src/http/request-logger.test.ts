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
});
