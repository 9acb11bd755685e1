import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/support/test-app";

describe("public addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when a location slug is asked for in another case, then it moves for good (301) to the lowercase address", async () => {
    for (const [path, to] of [
      ["/movements/Hip-Pain", "/movements/hip-pain"],
      ["/MOVEMENTS/HIP-PAIN?ref=x", "/movements/hip-pain?ref=x"],
      ["/locations/Hip-Pain", "/locations/hip-pain"],
    ] as const) {
      const response = await t.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(to);
    }
    expect((await t.request("/movements/hip-pain")).status).toBe(200);
  });

  it("when any page names its canonical address, then it is on SITE_URL's origin; /index-3 names /", async () => {
    const canonical = async (path: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(await (await t.request(path)).text())?.[1];
    expect(await canonical("/index-3")).toBe("https://movebreak.test/");
    expect(await canonical("/")).toBe("https://movebreak.test/");
    expect(await canonical("/movements/hip-pain")).toBe("https://movebreak.test/movements/hip-pain");
    expect(await canonical("/pricing")).toBe("https://movebreak.test/pricing");
  });
});
