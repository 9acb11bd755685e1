import { afterEach, describe, expect, it } from "vitest";
import { dehydrateAnswers, prefetchPlan, render } from "@/entry-server";
import { stubUnexpectedReads } from "@/testing/page-checks";
import { jsonLdOf } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

const fetchMock = stubUnexpectedReads();
afterEach(() => {
  // The server render reads nothing through fetch: every read is the prefetch's.
  expect(fetchMock).not.toHaveBeenCalled();
});

describe("structured data on the server", () => {
  it("when the home page is rendered, then it describes the app with its rating, version, category and trial", async () => {
    for (const path of ["/", "/index-3"]) {
      const [app] = jsonLdOf((await render(path, TEST_CONFIG)).head);
      expect(app?.["@type"], path).toBe("SoftwareApplication");
      expect(app?.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 17256 });
      expect(app?.softwareVersion).toBe("8.0");
      expect(app?.applicationCategory).toBe("HealthApplication");
      expect(app?.offers).toMatchObject({ price: "0", description: "Free for 7 days, then $5.83/month" });
    }
  });

  it("when an article or a web page is rendered, then its JSON-LD says which, with the organisation as author", async () => {
    const [article] = jsonLdOf((await render("/the-chair-trap", TEST_CONFIG)).head);
    expect(article).toMatchObject({
      "@type": "Article",
      url: "https://site.test/the-chair-trap",
      articleSection: "Health & Fitness",
      author: { "@type": "Organization", name: "Movebreak" },
      publisher: { logo: { "@type": "ImageObject" } },
    });
    const [page] = jsonLdOf((await render("/pricing", TEST_CONFIG)).head);
    expect(page).toMatchObject({ "@type": "WebPage", url: "https://site.test/pricing" });
  });
});

/** The server's render of `path` with GET /api/metadata answered as `answer` (the in-process read). */
async function renderWithMetadata(path: string, answer: { status: number; body: unknown }) {
  const plan = prefetchPlan(path).filter(({ path }) => path.startsWith("/api/metadata"));
  expect(plan).toHaveLength(1);
  return render(path, TEST_CONFIG, dehydrateAnswers(plan.map(({ queryKey }) => ({ queryKey, answer }))));
}

/** One meta element's content in a server head. */
function metaOf(head: string, key: "name" | "property", id: string): string | undefined {
  return new RegExp(`<meta ${key}="${id}" content="([^"]*)" />`).exec(head)?.[1];
}

describe("GET /api/metadata, read by the server (spec section 7)", () => {
  it("when the metadata answers, then the title, description, keywords, image, canonical and JSON-LD follow it", async () => {
    const { head } = await renderWithMetadata("/pricing?utm_source=x", {
      status: 200,
      body: {
        type: "article",
        title: "Edited Pricing Title",
        description: "Edited description",
        keywords: "edited, keywords",
        image: "https://cdn.test/pricing.png",
      },
    });
    expect(prefetchPlan("/pricing?utm_source=x").map(({ path }) => path)).toContain(
      "/api/metadata?path=%2Fpricing%3Futm_source%3Dx",
    );
    expect(head).toContain("<title>Edited Pricing Title</title>");
    expect(metaOf(head, "name", "description")).toBe("Edited description");
    expect(metaOf(head, "name", "keywords")).toBe("edited, keywords");
    expect(metaOf(head, "property", "og:image")).toBe("https://cdn.test/pricing.png");
    expect(head).toContain('<link rel="canonical" href="https://site.test/pricing" />');
    expect(jsonLdOf(head)[0]).toMatchObject({ "@type": "Article", headline: "Edited Pricing Title" });
  });

  it("when the metadata read fails, then the route's own head stays", async () => {
    const { head } = await renderWithMetadata("/pricing", { status: 500, body: { error: "down" } });
    expect(head).toContain("<title>Pricing: Start Free for 7 Days | Movebreak</title>");
    expect(jsonLdOf(head)[0]).toMatchObject({ "@type": "WebPage" });
  });

  it("when the home page's metadata answers, then the app's SoftwareApplication stays beside the page", async () => {
    const { head } = await renderWithMetadata("/", {
      status: 200,
      body: {
        type: "website",
        title: "Home",
        description: "d",
        keywords: "k",
        image: "https://site.test/og-image.png",
      },
    });
    expect(head).toContain("<title>Home</title>");
    const graph = (jsonLdOf(head)[0]?.["@graph"] ?? []) as Record<string, unknown>[];
    expect(graph.map((node) => node["@type"])).toEqual(["SoftwareApplication", "WebPage"]);
  });
});
