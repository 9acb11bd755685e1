import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";

describe("the shared routine and embed generator pages, rendered on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when /try/{key} names a routine, then the server renders its title and exercises, indexable at its own address", async () => {
    const response = await t.request("/try/neck-saver");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Neck Saver<\/h1>/);
    expect(html).toContain("In this routine");
    expect(html).toContain("Chin Tucks");
    expect(html).not.toContain("Loading routine...");
    expect(html).toContain("<title>Neck Saver | Movebreak</title>");
    expect(html).not.toContain("noindex");
    expect(html).toContain('<link rel="canonical" href="https://movebreak.test/try/neck-saver" />');
    // The player is the page's island: it starts from the server's read (its props) instead of reading it again.
    expect(html).toMatch(/<div data-island="shared-routine-player" data-props="[^"]*Chin Tucks/);
  });

  it("when /try/{key} names no routine, then it answers 404 with Routine not found and the key", async () => {
    const response = await t.request("/try/no-such-routine");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Routine not found");
    expect(html).toContain("no-such-routine");
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it("when /try has no key, then it answers 200 with the key error (/try/ is sent there first)", async () => {
    const slashed = await t.request("/try/");
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get("location")).toBe("/try");
    const response = await t.request("/try");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Error: No key provided");
    expect((await t.request("/try/a/b")).status).toBe(404);
  });

  it("when /embed-demo is requested, then it answers 200 with the generator and its canonical address", async () => {
    const response = await t.request("/embed-demo");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Copy Code");
    expect(html).toContain("Select a routine to generate the embed code.");
    expect(html).toContain('<link rel="canonical" href="https://movebreak.test/embed-demo" />');
  });
});
