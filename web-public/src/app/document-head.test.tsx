import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { json } from "@/testing/json-response";
import { stubUnexpectedReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { jsonLdOf } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

/** The parsed JSON-LD of the live document. */
const liveJsonLd = () =>
  JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? "null") as Record<
    string,
    unknown
  >;
const liveMeta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

const fetchMock = stubUnexpectedReads();
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = "";
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

describe("GET /api/metadata after hydration (spec section 7)", () => {
  it("when the metadata answers, then the title, description, keywords, image, canonical and JSON-LD follow it", async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith("/api/metadata")
          ? json(200, {
              type: "article",
              title: "Edited Pricing Title",
              description: "Edited description",
              keywords: "edited, keywords",
              image: "https://cdn.test/pricing.png",
            })
          : json(500, { error: "unexpected read" }),
      ),
    );
    renderApp("/pricing?utm_source=x");
    await waitFor(() => expect(document.title).toBe("Edited Pricing Title"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/metadata?path=%2Fpricing%3Futm_source%3Dx",
      expect.objectContaining({ credentials: "include" }),
    );
    expect(liveMeta('meta[name="description"]')).toBe("Edited description");
    expect(liveMeta('meta[name="keywords"]')).toBe("edited, keywords");
    expect(liveMeta('meta[property="og:image"]')).toBe("https://cdn.test/pricing.png");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://site.test/pricing",
    );
    expect(liveJsonLd()).toMatchObject({ "@type": "Article", headline: "Edited Pricing Title" });
  });

  it("when the metadata read fails, then the route's own head stays and 'Failed to fetch metadata' is logged once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp("/pricing");
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Failed to fetch metadata", expect.anything()));
    expect(document.title).toBe("Pricing: Start Free for 7 Days | Movebreak");
    expect(liveJsonLd()).toMatchObject({ "@type": "WebPage" });
    // No retry (spec section 7).
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/metadata"))).toHaveLength(1);
  });

  it("when the home page's metadata answers, then the app's SoftwareApplication stays beside the page", async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith("/api/metadata")
          ? json(200, {
              type: "website",
              title: "Home",
              description: "d",
              keywords: "k",
              image: "https://site.test/og-image.png",
            })
          : json(500, {}),
      ),
    );
    renderApp("/");
    await waitFor(() => expect(document.title).toBe("Home"));
    const graph = (liveJsonLd()["@graph"] ?? []) as Record<string, unknown>[];
    expect(graph.map((node) => node["@type"])).toEqual(["SoftwareApplication", "WebPage"]);
  });
});
