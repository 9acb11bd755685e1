import { describe, expect, it } from "vitest";
import { render } from "./entry-server";
import { TEST_CONFIG } from "./testing/test-config";

describe("server render", () => {
  it("when the path is unknown, then it answers 404 with the Page Not Found screen", async () => {
    const result = await render("/nope", TEST_CONFIG);
    expect(result.status).toBe(404);
    expect(result.html).toContain("Page Not Found");
    expect(result.head).toContain("<title>Page Not Found | Movebreak</title>");
    expect(result.head).not.toContain("canonical");
  });

  it("when the path is a public page, then it answers 200 with its title, description and canonical address", async () => {
    const result = await render("/pricing?utm_source=x", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.html).toContain("Yearly");
    expect(result.head).toContain("<title>Pricing: Start Free for 7 Days | Movebreak</title>");
    expect(result.head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/pricing" />');
  });

  it("when every implemented route is rendered, then none is a 404", async () => {
    for (const path of ["/", "/index-3", "/features", "/movements", "/reviews", "/pricing", "/support"]) {
      const result = await render(path, TEST_CONFIG);
      expect(result.status, path).toBe(200);
      expect(result.html, path).not.toContain("Page Not Found");
    }
  });
});
