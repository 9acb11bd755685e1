import { describe, expect, it } from "vitest";
import { dehydrateAnswers, prefetchPlan, render } from "./entry-server";
import { landingPageFixture } from "./testing/landing-page-fixture";
import { jsonLdOf } from "./testing/server-page";
import { TEST_CONFIG } from "./testing/test-config";

/** The state the server builds after reading the API for one landing page. */
function stateWithPage(slug: string, status: number, body: unknown) {
  const [item] = prefetchPlan(`/pages/${slug}`);
  if (!item) throw new Error("no prefetch planned");
  return dehydrateAnswers([{ queryKey: item.queryKey, answer: { status, body } }]);
}

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
    expect(result.head).toContain('<meta property="og:locale" content="en_US" />');
    expect(result.head).toContain('<meta property="og:image" content="https://site.test/og-image.png" />');
  });

  it("when every implemented route is rendered, then none is a 404", async () => {
    for (const path of ["/", "/index-3", "/features", "/movements", "/reviews", "/pricing", "/support"]) {
      const result = await render(path, TEST_CONFIG);
      expect(result.status, path).toBe(200);
      expect(result.html, path).not.toContain("Page Not Found");
    }
  });
});

describe("prefetch plan", () => {
  it("when the URL is a landing page, then it plans the page's API read under the key the route uses", () => {
    expect(prefetchPlan("/pages/back-pain?utm_source=pin")).toEqual([
      { queryKey: ["/api/pages", "back-pain"], path: "/api/pages/back-pain" },
    ]);
    expect(prefetchPlan("/pages/caf%C3%A9%20au")).toEqual([
      { queryKey: ["/api/pages", "café au"], path: "/api/pages/caf%C3%A9%20au" },
    ]);
  });

  it("when the URL is the directory or the reviews, then their lists are read on the server", () => {
    expect(prefetchPlan("/movements")).toEqual([
      { queryKey: ["/api/locations", "with-thumbnails"], path: "/api/locations/with-thumbnails" },
      { queryKey: ["/api/metadata", "/movements"], path: "/api/metadata?path=%2Fmovements" },
    ]);
    expect(prefetchPlan("/reviews?x=1")).toEqual([
      { queryKey: ["/api/reviews"], path: "/api/reviews" },
      { queryKey: ["/api/metadata", "/reviews?x=1"], path: "/api/metadata?path=%2Freviews%3Fx%3D1" },
    ]);
  });

  it("when the URL is a fixed page, then only its metadata (spec section 7) is read on the server", () => {
    expect(prefetchPlan("/pricing?utm_source=x")).toEqual([
      { queryKey: ["/api/metadata", "/pricing?utm_source=x"], path: "/api/metadata?path=%2Fpricing%3Futm_source%3Dx" },
    ]);
  });

  it("when the URL has no page or its own data, then nothing is planned", () => {
    for (const url of ["/pages", "/pages/a/b", "/nope"]) expect(prefetchPlan(url), url).toEqual([]);
  });
});

describe("server render of a landing page", () => {
  it("when the page was prefetched, then it answers 200 with the hero, the body and the page's head", async () => {
    const page = landingPageFixture();
    const result = await render("/pages/x", TEST_CONFIG, stateWithPage("x", 200, page));

    expect(result.status).toBe(200);
    expect(result.html).toContain(page.heroHeadline);
    expect(result.html).toContain(page.heroSubheadline);
    expect(result.html).toContain(page.html);
    expect(result.html).toContain("Try for Free");
    expect(result.html).toContain('href="/movements"');

    expect(result.head).toContain(`<title>${page.seoTitle}</title>`);
    expect(result.head).toContain(`<meta name="description" content="${page.seoDescription}" />`);
    expect(result.head).toContain(`<meta name="keywords" content="${page.seoKeywords}" />`);
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/pages/x" />');
    expect(result.head).toContain('<meta name="robots" content="index, follow" />');
    expect(result.head).toContain('<meta property="og:type" content="article" />');
    expect(result.head).toContain(`<meta property="og:title" content="${page.seoTitle}" />`);
    expect(result.head).toContain(`<meta property="og:description" content="${page.seoDescription}" />`);
    expect(result.head).toContain('<meta property="og:image" content="https://site.test/og-image.png" />');
    expect(result.head).toContain('<meta property="og:image:width" content="1200" />');
    expect(result.head).toContain('<meta property="og:image:height" content="630" />');
    expect(result.head).toContain('<meta property="og:url" content="https://site.test/pages/x" />');
    expect(result.head).toContain('<meta property="og:locale" content="en_US" />');
    expect(result.head).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const [article] = jsonLdOf(result.head);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.seoTitle,
      description: page.seoDescription,
      url: "https://site.test/pages/x",
      image: "https://site.test/og-image.png",
      datePublished: page.createdAt,
      dateModified: page.updatedAt,
      author: { "@type": "Organization", name: "Movebreak", logo: { url: "https://site.test/favicon.svg" } },
      publisher: { "@type": "Organization", name: "Movebreak", logo: { url: "https://site.test/favicon.svg" } },
    });
  });

  it("when the page has its own canonical, social fields and hero image, then the head uses them", async () => {
    const page = landingPageFixture({
      canonicalUrl: "https://elsewhere.test/back-pain-at-work",
      ogTitle: "Back pain? Blame the chair",
      ogDescription: "A one-minute fix.",
      heroImageUrl: "https://cdn.test/hero.jpg",
    });
    const result = await render("/pages/x", TEST_CONFIG, stateWithPage("x", 200, page));

    expect(result.html).toContain('src="https://cdn.test/hero.jpg"');
    // Its path, on the site's one origin (SITE_URL).
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/back-pain-at-work" />');
    expect(result.head).toContain('<meta property="og:title" content="Back pain? Blame the chair" />');
    expect(result.head).toContain('<meta property="og:description" content="A one-minute fix." />');
    expect(result.head).toContain('<meta property="og:image" content="https://cdn.test/hero.jpg" />');
    expect(result.head).toContain('<meta name="twitter:image" content="https://cdn.test/hero.jpg" />');
    expect(result.head).toContain(`<title>${page.seoTitle}</title>`);
    expect(jsonLdOf(result.head)[0]).toMatchObject({ headline: page.seoTitle, image: "https://cdn.test/hero.jpg" });
  });

  it("when the slug is percent-encoded, then the prefetched data is found under the key the route reads", async () => {
    const page = landingPageFixture({ slug: "café au" });
    const [item] = prefetchPlan("/pages/caf%C3%A9%20au");
    if (!item) throw new Error("no prefetch planned");
    const state = dehydrateAnswers([{ queryKey: item.queryKey, answer: { status: 200, body: page } }]);
    const result = await render("/pages/caf%C3%A9%20au", TEST_CONFIG, state);
    expect(result.status).toBe(200);
    expect(result.html).toContain(page.heroHeadline);
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/pages/caf%C3%A9%20au" />');
  });

  it("when the API answered 404, then it answers 404 with Page Not Found and a noindex head without canonical", async () => {
    const result = await render(
      "/pages/missing",
      TEST_CONFIG,
      stateWithPage("missing", 404, { error: "Page not found" }),
    );
    expect(result.status).toBe(404);
    expect(result.html).toContain("Page Not Found");
    expect(result.head).toContain('<meta name="robots" content="noindex, follow" />');
    expect(result.head).not.toContain("canonical");
    expect(result.head).not.toContain("application/ld+json");
  });

  it("when nothing was prefetched, then it renders the loading placeholder, kept out of search results", async () => {
    const result = await render("/pages/x", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.html).toContain("Loading page...");
    expect(result.head).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it("when the SEO title carries markup, then the head escapes it everywhere", async () => {
    const evil = '"><script>alert(1)</script>';
    const page = landingPageFixture({ seoTitle: evil, seoDescription: `</script>${evil}`, heroHeadline: evil });
    const result = await render("/pages/x", TEST_CONFIG, stateWithPage("x", 200, page));

    expect(result.head).not.toContain("<script>alert");
    expect(result.head).not.toContain('</script>"');
    expect(result.head.match(/<script/g)).toHaveLength(1);
    expect(result.head).toContain("<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(result.head).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(jsonLdOf(result.head)[0]?.headline).toBe(evil);
    expect(result.html).not.toContain("<script>alert");
  });
});
