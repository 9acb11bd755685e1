import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

describe("a per-client budget for anonymous requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "1", RATE_LIMIT_PER_CLIENT: "20" } });
  });
  afterAll(() => t.stop());

  const from = (ip: string, path: string) => t.request(path, { headers: { "x-forwarded-for": ip } });

  it("when one client floods the site, then past its budget it gets 429 with when to retry, while other clients, /healthz and operators are served", async () => {
    const flooder = "203.0.113.9";
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => from(flooder, `/?utm_source=x${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.text()).toMatch(/^Too many requests from your address; try again in \d+ seconds$/);

    const api = await from(flooder, "/api/locations");
    expect(api.status).toBe(429);
    expect((await api.json()).error).toMatch(/^Too many requests from your address/);

    expect((await from("198.51.100.4", "/")).status).toBe(200);
    expect((await from(flooder, "/healthz")).status).toBe(200);
    const session = await t.login();
    const status = await t.request(
      "/api/automation/status",
      withSession(session, { headers: { "x-forwarded-for": flooder } }),
    );
    expect(status.status).toBe(200);
  });
});
