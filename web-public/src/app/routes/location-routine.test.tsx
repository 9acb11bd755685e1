import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type PrefetchAnswer, prefetchPlan, render } from "@/entry-server";
import {
  ALL_LOCATIONS,
  HIP_PAIN,
  HIP_PAIN_WORKOUTS,
  hipPainContent,
} from "@/features/routine/testing/routine-fixtures";
import { json } from "@/testing/json-response";
import { stubUnexpectedReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { jsonLdOf, openServerPage, prefetchedState } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

const notFound = (error: string): PrefetchAnswer => ({ status: 404, body: { error } });

/** The server's answers to a routine page's plan, as the in-process loader gives them for the seed. */
function metadataAnswerFor(content: PrefetchAnswer): PrefetchAnswer {
  if (content.status !== 200) return { status: 404, body: { error: "Metadata not found" } };
  const body = content.body as ReturnType<typeof hipPainContent>;
  return {
    status: 200,
    body: {
      type: "article",
      title: body.seoTitle,
      description: body.seoDescription,
      keywords: body.seoKeywords,
      image: body.ogImage || "https://site.test/images/share/locations/hip-pain.png",
    },
  };
}

function answersFor(url: string, overrides: Partial<Record<"location" | "workouts" | "content", PrefetchAnswer>> = {}) {
  const answers: Record<string, PrefetchAnswer> = {
    location: overrides.location ?? { status: 200, body: HIP_PAIN },
    workouts: overrides.workouts ?? { status: 200, body: HIP_PAIN_WORKOUTS },
    content: overrides.content ?? { status: 200, body: hipPainContent() },
    thumbnails: { status: 200, body: ALL_LOCATIONS },
    // What GET /api/metadata says of a routine page: its content's SEO fields (no content: not under test here).
    metadata: metadataAnswerFor(overrides.content ?? { status: 200, body: hipPainContent() }),
  };
  return prefetchedState(url, (path) => {
    const which = path.startsWith("/api/locations/by-slug/")
      ? "location"
      : path.startsWith("/api/workouts")
        ? "workouts"
        : path.startsWith("/api/location-content")
          ? "content"
          : path.startsWith("/api/metadata")
            ? "metadata"
            : "thumbnails";
    return answers[which] as PrefetchAnswer;
  });
}

/** A fake API that answers the browser's reads of the routine page. */
function fakeApi(routes: Record<string, () => Response>) {
  return (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = routes[url];
    return Promise.resolve(answer ? answer() : json(500, { error: `unexpected read ${url}` }));
  };
}

const hipPainApi = () =>
  fakeApi({
    "/api/locations/by-slug/hip-pain": () => json(200, HIP_PAIN),
    "/api/workouts?locationId=hipPain": () => json(200, HIP_PAIN_WORKOUTS),
    "/api/location-content/hipPain": () => json(200, hipPainContent()),
    "/api/locations/with-thumbnails": () => json(200, ALL_LOCATIONS),
  });

const fetchMock = stubUnexpectedReads();

describe("routine page prefetch plan", () => {
  it("when the URL is a routine page, then it plans the location, its workouts, its content and the carousel list", () => {
    const plan = prefetchPlan("/movements/hip-pain?utm_source=pin");
    expect(plan).toEqual([
      { queryKey: ["/api/locations/by-slug", "hip-pain"], path: "/api/locations/by-slug/hip-pain" },
      { queryKey: ["/api/locations/by-slug", "hip-pain", "workouts"], path: "/api/workouts?locationSlug=hip-pain" },
      {
        queryKey: ["/api/locations/by-slug", "hip-pain", "content"],
        path: "/api/location-content?locationSlug=hip-pain",
      },
      { queryKey: ["/api/locations", "with-thumbnails"], path: "/api/locations/with-thumbnails" },
      {
        queryKey: ["/api/metadata", "/movements/hip-pain?utm_source=pin"],
        path: "/api/metadata?path=%2Fmovements%2Fhip-pain%3Futm_source%3Dpin",
      },
    ]);
    expect(prefetchPlan("/locations/hip-pain?utm_source=pin").slice(0, 4)).toEqual(plan.slice(0, 4));
    expect(prefetchPlan("/locations")).toEqual([]);
  });
});

describe("routine page on the server", () => {
  it("when the location exists, then it answers 200 with the heading, description, length and article", async () => {
    const result = await render("/movements/hip-pain", TEST_CONFIG, answersFor("/movements/hip-pain"));
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<h1[^>]*>Hip Pain Relief Stretches for Desk Workers<\/h1>/);
    expect(result.html).toContain("A six-step reset for tight, stiff hips");
    expect(result.html).toContain("Long hours of sitting can leave your hips tight and stiff.");
    expect(result.html).toContain("4 exercises • 15 seconds each");
    expect(result.html).toContain("Start Routine");
    expect(result.html).toContain("<h2>What sitting does to your hips</h2>");
    expect(result.html).toContain("3 min read");
    expect(result.html).toMatch(/Updated <time datetime="2026-07-16T08:30:00.000Z">July 16, 2026<\/time>/i);
    expect(result.html).toContain("Get the Movebreak App");
    expect(result.html).toContain("More Desk Exercises");
    expect(result.html).toContain("View All Exercises");
    expect(result.html).toContain("Back to Movements");
    // No clip is requested before the browser knows the box is visible.
    expect(result.html).not.toContain("<video");

    expect(result.head).toContain("<title>Hip Stretches for Desk Workers | Movebreak</title>");
    expect(result.head).toContain(
      '<meta name="description" content="Ease tight hips from sitting in six quick steps." />',
    );
    expect(result.head).toContain('<meta name="keywords" content="hip pain from sitting, hip flexor stretch" />');
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/movements/hip-pain" />');
    expect(result.head).toContain('<meta property="og:type" content="article" />');
    // Its own card (its title beside its artwork), with its size and what it shows in words.
    expect(result.head).toContain(
      '<meta property="og:image" content="https://site.test/images/share/locations/hip-pain.png" />',
    );
    expect(result.head).toContain('<meta property="og:image:width" content="1200" />');
    expect(result.head).toMatch(
      /<meta property="og:image:alt" content="Hip Pain Relief Stretches for Desk Workers \(Movebreak\)\. Illustration: a figure doing [^"]+ in a living room\." \/>/,
    );
    // The hero draws the routine's first move (the page's draw, its player's props), sized so nothing shifts.
    const hero =
      /<img src="\/images\/locations\/hip-pain\/(hipPain-0\d)\.png" alt="Illustration: a figure doing ([^"]+)" width="960" height="720"/.exec(
        result.html,
      );
    expect(hero).not.toBeNull();
    const first = HIP_PAIN_WORKOUTS.find((w) => w.id === hero?.[1]);
    // Named with the place its scene draws.
    expect(hero?.[2]).toBe(`${first?.title} in a living room`);
    expect(result.html).toContain(`&quot;exercises&quot;:[{&quot;id&quot;:&quot;${first?.id}&quot;`);
    const [article] = jsonLdOf(result.head);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Hip Pain Relief Stretches for Desk Workers",
      url: "https://site.test/movements/hip-pain",
      dateModified: "2026-07-16T08:30:00.000Z",
      articleSection: "Health & Fitness",
    });
  });

  it("when its workouts have instructions, then the server's HTML teaches every move (dose, steps, when to skip it) and the first move beside the player", async () => {
    const instructionsFor = (title: string) => ({
      movement: "a-move",
      startingPosition: `Stand for ${title}.`,
      steps: [`Begin ${title}.`, `Hold ${title}.`, `End ${title}.`],
      dose: { amount: 7, unit: "seconds" as const, eachSide: true },
      breathing: "Breathe slowly.",
      easier: "Go smaller.",
      harder: "Go slower.",
      cautions: [`Skip ${title} if it hurts.`],
      suits: [],
      avoid: [],
      sources: [{ title: "Exercises", publisher: "NHS", url: "https://www.nhs.uk/exercises" }],
    });
    const taught = HIP_PAIN_WORKOUTS.map((workout) => ({ ...workout, instructions: instructionsFor(workout.title) }));
    const result = await render(
      "/movements/hip-pain",
      TEST_CONFIG,
      answersFor("/movements/hip-pain", { workouts: { status: 200, body: taught } }),
    );
    expect(result.html).toContain("How to do each move");
    expect(result.html).toContain("The player above picks up to four of these 6 moves, 15 seconds each.");
    for (const workout of HIP_PAIN_WORKOUTS) {
      expect(result.html).toContain(`<h3 class="text-xl font-bold">${workout.title}</h3>`);
      expect(result.html).toContain(`<li>Hold ${workout.title}.</li>`);
      expect(result.html).toContain(`<li>Skip ${workout.title} if it hurts.</li>`);
    }
    expect(result.html).toContain("7 seconds each side");
    expect(result.html).toContain('href="https://www.nhs.uk/exercises"');
    // Beside the player, before any script runs: the first move of the page's draw.
    // Under the page's h1 in the outline (no level skipped).
    expect(result.html).toMatch(/<h2[^>]*>First move: [^<]+<\/h2>/);
  });

  it("when the content sets a canonical address and a social image, then the head uses them, on the site's one origin", async () => {
    const content = hipPainContent({
      canonicalUrl: "https://movebreak.app/movements/hip-pain-relief",
      ogImage: "https://cdn.test/hip.png",
    });
    const result = await render(
      "/movements/hip-pain",
      TEST_CONFIG,
      answersFor("/movements/hip-pain", { content: { status: 200, body: content } }),
    );
    // The stored address's path, on SITE_URL: every page names one origin.
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/movements/hip-pain-relief" />');
    expect(result.head).toContain('<meta property="og:image" content="https://cdn.test/hip.png" />');
  });

  it("when the location has no content, then it falls back to the title in title case and the default title", async () => {
    const result = await render(
      "/locations/hip-pain",
      TEST_CONFIG,
      answersFor("/locations/hip-pain", { content: notFound("Location content not found") }),
    );
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<h1[^>]*>Hip Pain<\/h1>/);
    expect(result.html).toContain("Quick exercises designed for your workspace");
    expect(result.html).not.toContain("min read");
    expect(result.head).toContain("<title>Free Office Exercises &amp; Desk Stretches - Hip Pain | Movebreak</title>");
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/movements/hip-pain" />');
  });

  it("when the slug names no location, then it answers 404 with Location not found and the slug", async () => {
    const result = await render(
      "/movements/nowhere",
      TEST_CONFIG,
      answersFor("/movements/nowhere", {
        location: notFound("Location not found"),
        workouts: notFound("Workouts not found"),
        content: notFound("Location content not found"),
      }),
    );
    expect(result.status).toBe(404);
    expect(result.html).toContain("Location not found");
    expect(result.html).toContain("Slug: nowhere");
    expect(result.html).toContain("Back to Movements");
    expect(result.head).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it("when the location has no workouts, then it is not found either", async () => {
    const result = await render(
      "/movements/hip-pain",
      TEST_CONFIG,
      answersFor("/movements/hip-pain", { workouts: { status: 200, body: [] } }),
    );
    expect(result.status).toBe(404);
    expect(result.html).toContain("Location not found");
  });

  it("when the path has no slug, then it says no location was specified", async () => {
    const result = await render("/locations", TEST_CONFIG);
    expect(result.status).toBe(404);
    expect(result.html).toContain("Error: No location specified");
  });
});

describe("routine page in the browser", () => {
  it("when the server rendered it with prefetched data, then its islands hydrate without reading the API", async () => {
    const state = answersFor("/movements/hip-pain");
    const { container, recoverable, consoleError } = await openServerPage("/movements/hip-pain", state);
    expect(container.querySelectorAll("[data-island]").length).toBeGreaterThan(0);

    screen.getByRole("heading", { level: 1, name: "Hip Pain Relief Stretches for Desk Workers" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("when a visitor navigates to a routine, then it shows Loading exercises..., then the routine", async () => {
    fetchMock.mockImplementation(hipPainApi());
    const { user } = renderApp("/movements/hip-pain");
    expect(screen.getByRole("status").textContent).toBe("Loading exercises...");

    await screen.findByRole("heading", { level: 1, name: "Hip Pain Relief Stretches for Desk Workers" });
    screen.getByText("4 exercises • 15 seconds each");
    screen.getByRole("heading", { level: 2, name: "What sitting does to your hips" });
    const reads = fetchMock.mock.calls.map(([url]) => String(url)).sort();
    expect(reads).toEqual([
      "/api/location-content/hipPain",
      "/api/locations/by-slug/hip-pain",
      "/api/locations/with-thumbnails",
      "/api/workouts?locationId=hipPain",
    ]);

    await user.click(screen.getByRole("button", { name: "Start Routine" }));
    screen.getByText("Exercise 1 of 4");
  });

  it("when the carousel lists other routines, then it shows at most 5 others with a card to all exercises", async () => {
    fetchMock.mockImplementation(hipPainApi());
    renderApp("/movements/hip-pain");

    const carousel = await screen.findByRole("region", { name: "More Desk Exercises" });
    within(carousel).getByRole("button", { name: "Previous" });
    within(carousel).getByRole("button", { name: "Next" });
    const links = within(carousel).getAllByRole("link");
    const routines = links.filter((link) => link.getAttribute("href")?.startsWith("/movements/"));
    expect(routines).toHaveLength(5);
    const hrefs = routines.map((link) => link.getAttribute("href"));
    expect(hrefs).not.toContain("/movements/hip-pain");
    expect(hrefs).not.toContain("/movements/desk-pump");
    // The same category (prolonged sitting pain relief) comes first.
    expect(hrefs.slice(0, 4)).toEqual([
      "/movements/back-pain",
      "/movements/neck-shoulders",
      "/movements/neck-relief",
      "/movements/seated-back-pain-relief",
    ]);
    expect(routines[0]?.textContent).toContain("Back Pain");
    expect(routines[0]?.textContent).toContain("6 exercises for targeted movement");
    expect(routines[1]?.querySelector("img")?.getAttribute("src")).toBe("https://media.site.test/neck.jpg");
    // A location with content shows its display title, as its own page's heading reads.
    expect(routines[4]?.querySelector("h3")?.textContent).toBe("Arms Only Desk Workout");
    expect(routines[4]?.textContent).toContain("Upper-body moves");
    const all = within(carousel).getByRole("link", { name: /View All Exercises/ });
    expect(all.textContent).toContain("Explore More");
    expect(all.getAttribute("href")).toBe("/movements");

    expect(screen.getByRole("link", { name: "Back to Movements" }).getAttribute("href")).toBe("/movements");
    const promo = screen.getByRole("complementary", { name: "Get the Movebreak App" });
    expect(within(promo).getByRole("link", { name: "Try for Free" }).getAttribute("href")).toBe(
      "https://store.test/app",
    );
  });

  it("when the slug names no location, then it says so with the slug and a way back", async () => {
    fetchMock.mockImplementation(
      fakeApi({
        "/api/locations/by-slug/nowhere": () => json(404, { error: "Location not found" }),
        "/api/locations/with-thumbnails": () => json(200, ALL_LOCATIONS),
      }),
    );
    renderApp("/movements/nowhere");

    await screen.findByRole("heading", { level: 1, name: "Location not found" });
    screen.getByText("Slug: nowhere");
    expect(screen.getByRole("link", { name: "Back to Movements" }).getAttribute("href")).toBe("/movements");
  });

  it("when the path has no slug, then it shows Error: No location specified", () => {
    renderApp("/locations");
    screen.getByRole("heading", { level: 1, name: "Error: No location specified" });
  });
});
