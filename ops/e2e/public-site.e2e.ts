import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import { expect, type Page, test } from "@playwright/test";
import {
  publicPaths,
  publishedLandingPageSlug,
  ROUTINE_SLUG,
  SHARED_KEY,
  STATIC_PUBLIC_PATHS,
  scrollThrough,
  waitForHydration,
} from "./public-helpers";

/** What each public route must show: its level-1 heading and a few strings of its own. */
interface RouteCheck {
  path: string;
  h1: string | RegExp;
  texts: readonly (string | RegExp)[];
}

const STATIC_ROUTES: readonly RouteCheck[] = [
  {
    path: "/",
    h1: "Sit less. Move a minute. Feel the difference.",
    texts: ["See how it works", "Three steps. One minute.", "Our no-charge guarantee"],
  },
  {
    path: "/index-3",
    h1: "Sit less. Move a minute. Feel the difference.",
    texts: ["See how it works", "Every movement counts"],
  },
  {
    path: "/index-2",
    h1: "Your chair is winning. 9.5 hours a day and counting.",
    texts: ["Apps lock. You move. Apps unlock.", "Step 2: You move", "Get up. Get moving. Get your apps back."],
  },
  {
    path: "/movebreak-0",
    h1: "You never decided to sit all day. It just happened.",
    texts: ["Escape the Chair", "A day in the chair: 16+ hours", "Sit Guard breaks the chain before it forms"],
  },
  {
    path: "/design-system",
    h1: "The building blocks of Movebreak",
    texts: ["Colours", "Typography", "Buttons", "Cards", "Grid and sections"],
  },
  {
    path: "/features",
    h1: "Everything it takes to get you out of the chair",
    texts: ["Active Pass", "Sit Guard", "Family Sharing", "Shareable Routine Links"],
  },
  { path: "/reviews", h1: "Reviews", texts: ["Finally a habit I actually keep", "By Priya S."] },
  {
    path: "/pricing",
    h1: "Less than the cost of sitting still",
    texts: ["$69.99 billed yearly", "Included in all plans", "Movebreak or another day in the chair?"],
  },
  {
    path: "/any-movement-counts",
    h1: "Any movement counts",
    texts: ["One score for every kind of movement", "Two very different days. The same 1,000 Watts."],
  },
  {
    path: "/the-chair-trap",
    h1: "The Chair Trap",
    texts: ["What a day in the chair does to you", "Break the trap, one minute at a time"],
  },
  {
    path: "/about-movebreak",
    h1: "Movement for people who hate the gym",
    texts: ["Our manifesto", "Movebreak and other apps", "Why people stay"],
  },
  {
    path: "/movebreak-app-of-the-year",
    h1: "Movebreak: App of the Year 2020",
    texts: ["The winners", "Heavy enough to count as a workout"],
  },
  {
    path: "/terms",
    h1: "Terms & Privacy",
    texts: [/Safety agreement$/, /Deleting your data$/, "Try a move online"],
  },
  {
    path: "/support",
    h1: "How can we help?",
    texts: ["Ask a Question", "support@movebreak.app"],
  },
  {
    path: "/movements",
    h1: "Online Chair Exercises and Desk Stretches",
    texts: ["Sitting Desk Exercises", "Prolonged Sitting Pain Relief", "Neck & Shoulders"],
  },
  {
    path: "/embed-demo",
    h1: "Put a desk exercise routine on your site",
    texts: ["Quick start", "How to Use", "Copy Code", "work_sitting"],
  },
];

const FOOTER_LINKS = [
  "Try for Free",
  "Features",
  "Movements",
  "Reviews",
  "Pricing",
  "About",
  "Movement Counts",
  "The Chair Trap",
  "App of the Year",
  "Support",
  "Terms & Privacy",
];

/** The navigation bar and the footer of spec section 2, on every page. */
async function expectNavigationAndFooter(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Movebreak home" })).toHaveAttribute("href", "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Features", "Movements", "Reviews", "Pricing", "Support"]);
  const footer = page.getByRole("contentinfo");
  for (const name of FOOTER_LINKS) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByText(/All rights reserved\.$/)).toBeVisible();
}

/** How many reviews the server has (the seed's 14, unless a journey imported more). */
async function reviewCount(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/reviews")).json()) as unknown[]).length;
}

/** Full-page screenshots of every route and of a few states, for a person to look at. */
const SHOTS = "/tmp/public-shots";

let landingSlug = "";

test.beforeAll(async ({ baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  landingSlug = await publishedLandingPageSlug(baseURL as string);
});

test.describe("every public route", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows its heading, its key strings, its title, the navigation and the footer", async ({ page }) => {
    expect(STATIC_ROUTES.map((route) => route.path)).toEqual([...STATIC_PUBLIC_PATHS]);
    for (const route of STATIC_ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page).toHaveTitle(STATIC_ROUTE_METADATA[route.path]?.title ?? "");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      for (const text of route.texts) {
        await expect(page.getByText(text, { exact: typeof text === "string" }).first(), route.path).toBeVisible();
      }
      await expectNavigationAndFooter(page);
      await expect(page.getByText("Page Not Found")).toHaveCount(0);
    }
  });

  test("the home page shows 10 static reviews on wide screens and 5 on phones", async ({ page }) => {
    await page.goto("/");
    const reviews = page.getByRole("region", { name: "People who sit a lot, moving a lot more" }).getByRole("listitem");
    await expect(reviews).toHaveCount(10);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(reviews).toHaveCount(5);
  });

  test("/features shows 16 feature cards, each with an image, a title and a description", async ({ page }) => {
    await page.goto("/features");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(16);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      // The illustration is drawn inline and decorative (hidden from assistive technology).
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("p")).not.toBeEmpty();
    }
  });

  test("/reviews arrives from another page with its list, in 3 columns, without reading the API", async ({ page }) => {
    // Public pages are linked by plain links (issue 20): the next page is the server's, its list already in it.
    const reads: string[] = [];
    page.on("request", (request) => {
      // Reads only: the page's own view beacon (a POST to /api/analytics) reads nothing.
      if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/")) reads.push(request.url());
    });
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL("/reviews");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(reads).toEqual([]);
    const reviews = page.getByRole("main").getByRole("listitem");
    await expect(reviews).toHaveCount(await reviewCount(page));
    await expect(page.getByText("Loading reviews...")).toHaveCount(0);
    const first = reviews.first();
    await expect(first.getByRole("heading", { name: "Finally a habit I actually keep" })).toBeVisible();
    await expect(first.getByText("5/5", { exact: true })).toBeVisible();
    await expect(first.getByText("By Priya S.", { exact: true })).toBeVisible();
    await expect(first.getByText("March 3, 2025", { exact: true })).toBeVisible();
    const lefts = new Set<number>();
    for (const review of await reviews.all()) lefts.add(Math.round((await review.boundingBox())?.x ?? -1));
    expect(lefts.size).toBe(3);
  });

  test("/movements arrives from another page with its categories; the pills scroll to them", async ({ page }) => {
    await page.goto("/features");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Movements" }).click();
    await expect(page).toHaveURL("/movements");
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: "Loading movements..." })).toHaveCount(0);

    const pills = [
      "Sitting Desk Exercises",
      "Desk Stretches",
      "Standing Office Exercises",
      "Energizing Desk Exercises",
      "Prolonged Sitting Pain Relief",
    ];
    const categories = page.getByRole("navigation", { name: "Categories" });
    for (const name of pills) await expect(categories.getByRole("link", { name, exact: true })).toBeVisible();
    const section = page.getByRole("region", { name: "Prolonged Sitting Pain Relief" });
    await expect(section).not.toBeInViewport();
    await categories.getByRole("link", { name: "Prolonged Sitting Pain Relief", exact: true }).click();
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    const hipPain = section.getByRole("link", { name: /Hip Pain/ });
    await expect(hipPain).toHaveAttribute("href", `/movements/${ROUTINE_SLUG}`);
  });

  test("on a phone, a pill's scroll ends at its section though the cards above were not drawn yet", async ({
    page,
  }) => {
    // The directory's cards are drawn near the screen only (the near-screen utility): until then their heights are
    // guesses, from which a smooth scroll would compute where it ends.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/movements");
    await waitForHydration(page);
    const name = "Prolonged Sitting Pain Relief";
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name, exact: true }).click();
    const heading = page.getByRole("heading", { level: 2, name });
    // Where the section's scroll margin (6rem) puts it, once the smooth scroll has ended.
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(96);
    // Keyboard focus moved with it: the next Tab goes on from the section.
    await expect(page.getByRole("region", { name })).toBeFocused();
  });

  test("the routine page shows its preview, article, promo card, carousel and way back, at both addresses", async ({
    page,
  }) => {
    for (const path of [`/movements/${ROUTINE_SLUG}`, `/locations/${ROUTINE_SLUG}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hip Pain Relief Stretches for Desk Workers");
      await expect(page.getByText("4 exercises • 15 seconds each")).toBeVisible();
      await expect(page.getByRole("button", { name: "Start Routine" })).toBeVisible();
      await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(page.getByText(/^Updated /)).toBeVisible();
      await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Get the Movebreak App" })).toBeVisible();
      const carousel = page.getByRole("region", { name: "More Desk Exercises" });
      const cards = carousel.getByRole("link", { name: /./ });
      // Up to 5 other locations, then "View All Exercises".
      await expect(cards).toHaveCount(6);
      await expect(cards.last()).toHaveAccessibleName(/Explore More\s*View All Exercises/);
      await expect(carousel.getByRole("link", { name: /Hip Pain/ })).toHaveCount(0);
      await expect(carousel.getByRole("button", { name: "Previous" })).toBeDisabled();
      await expect(carousel.getByRole("button", { name: "Next" })).toBeEnabled();
      await expect(page.getByRole("link", { name: "Back to Movements" })).toHaveAttribute("href", "/movements");
    }
  });

  test("the routine page's error states: an unknown slug and no slug", async ({ page }) => {
    await page.goto("/movements/no-such-place");
    await expect(page.getByRole("heading", { level: 1, name: "Location not found" })).toBeVisible();
    await expect(page.getByText("Slug: no-such-place")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Movements" })).toBeVisible();
    await page.goto("/locations");
    await expect(page.getByText("Error: No location specified")).toBeVisible();
  });

  test("a shared routine, the embed generator and a generated landing page show their content", async ({ page }) => {
    await page.goto(`/try/${SHARED_KEY}`);
    await expect(page.getByRole("heading", { level: 1, name: "Morning Desk Reset" })).toBeVisible();
    await expect(page.getByText(/wake up your body/)).toBeVisible();
    await expect(
      page.getByTestId("shared-routine-player").getByRole("button", { name: "Start Routine" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Discover Movebreak" })).toBeVisible();

    await page.goto("/embed-demo");
    for (const name of ["Desk Exercises", "Standing Desk", "Neck & Shoulders"]) {
      await expect(page.getByRole("button", { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: /Width/ })).toHaveValue("400px");
    await expect(page.getByRole("checkbox", { name: "Show Branding" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Autoplay" })).not.toBeChecked();
    await expect(page.getByRole("table", { name: "Player configuration" })).toBeVisible();

    const response = await page.goto(`/pages/${landingSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Try for Free" }).first()).toBeVisible();
    await expectNavigationAndFooter(page);
  });

  test("/support: without a configured chat widget no chat script loads and Ask a Question writes to the support address", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/support");
    await waitForHydration(page);
    // Never a dead button: with no widget it is a mailto link, which works without JavaScript too.
    await expect(page.getByRole("button", { name: "Ask a Question" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ask a Question" })).toHaveAttribute(
      "href",
      /^mailto:support@movebreak\.app\?subject=/,
    );
    expect(requested.filter((url) => url.includes("intercom"))).toEqual([]);
    await expect(page.getByRole("link", { name: "support@movebreak.app" })).toHaveAttribute(
      "href",
      "mailto:support@movebreak.app",
    );
  });

  test("an unknown path shows Page Not Found with status 404", async ({ page }) => {
    for (const path of ["/no-such-page", "/movements/a/b", "/pricing-plans"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found | Movebreak");
      await expectNavigationAndFooter(page);
    }
  });
});

test("a visitor plays a routine to the end with a fast clock, then tries again", async ({ page }) => {
  await page.clock.install();
  await page.goto(`/movements/${ROUTINE_SLUG}`);
  await waitForHydration(page);
  // Stop the page's time (an installed clock still runs in real time): only runFor moves the countdown, however
  // slowly a loaded machine answers the assertions in between.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await expect(page.getByText("4 exercises • 15 seconds each")).toBeVisible();
  await page.getByRole("button", { name: "Start Routine" }).click();

  const counter = page.getByText(/^Exercise \d of 4$/);
  const timer = page.getByRole("timer", { name: "Seconds left" });
  const dots = page.getByRole("list", { name: "Routine progress" }).getByRole("listitem");
  const exerciseTitle = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  await expect(counter).toHaveText("Exercise 1 of 4");
  await expect(timer).toHaveText(/^15\s*seconds$/);
  await expect(dots).toHaveCount(4);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "step");
  const firstTitle = (await exerciseTitle.textContent()) ?? "";
  expect(firstTitle).not.toBe("");
  // No clip ships with the seed: the designed fallback names the exercise while the countdown runs.
  await expect(page.getByRole("img", { name: /: animated guide$/ })).toBeVisible();

  await page.screenshot({ path: `${SHOTS}/state-1280-routine-playing.png`, fullPage: true });

  await page.clock.runFor(5_000);
  await expect(timer).toHaveText(/^10\s*seconds$/);
  await expect(counter).toHaveText("Exercise 1 of 4");
  await page.clock.runFor(10_000);
  await expect(counter).toHaveText("Exercise 2 of 4");
  await expect(timer).toHaveText(/^15\s*seconds$/);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "step");
  await expect(dots.nth(0)).not.toHaveAttribute("aria-current", "step");
  await expect(exerciseTitle).not.toHaveText(firstTitle);

  await page.clock.runFor(30_000);
  await expect(counter).toHaveText("Exercise 4 of 4");
  await page.clock.runFor(15_000);
  await expect(page.getByRole("heading", { name: "Amazing Work!" })).toBeVisible();
  await expect(page.getByText("You just completed 4 Hip Pain exercises...")).toBeVisible();
  await expect(page.getByText("Routine Complete", { exact: true })).toBeVisible();
  await expect(page.getByText("4 exercises • 60 seconds of movement")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse More" })).toHaveAttribute("href", "/movements");
  await expect(page.getByRole("link", { name: "Discover the Movebreak app" })).toHaveAttribute("href", "/");
  await expect(timer).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/state-1280-routine-completed.png`, fullPage: true });

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hip Pain Relief Stretches for Desk Workers");
  await expect(page.getByText("4 exercises • 15 seconds each")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Routine" })).toBeVisible();
  await expect(page.getByText("Amazing Work!")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, closes, and closes on a link or the call to action", async ({ page }) => {
    // The store listing answers 204, so the browser stays on the page after the call to action.
    const storeVisits: string[] = [];
    await page.route("https://apps.apple.com/**", async (route) => {
      storeVisits.push(route.request().url());
      await route.fulfill({ status: 204 });
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: `${SHOTS}/state-390-menu-open.png` });
    await expect(menu.getByRole("link")).toHaveText([
      "Features",
      "Movements",
      "Reviews",
      "Pricing",
      "Support",
      "Try for Free",
    ]);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    // Escape closes it and gives focus back to the toggle.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // A link closes it (and the new page starts at the top).
    await page.evaluate("window.scrollTo({ top: 600, behavior: 'instant' })");
    await toggle.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Less than the cost of sitting still");
    await expect(menu).toBeHidden();
    expect(await page.evaluate<number>("window.scrollY")).toBe(0);

    // The call to action closes it too, on its way to the store.
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Try for Free" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => storeVisits.length).toBe(1);
    expect(storeVisits[0]).toMatch(/^https:\/\/apps\.apple\.com\//);
    await expect(page).toHaveURL("/pricing");
  });
});

test("the pricing tabs: Yearly selected by default, then Monthly, Weekly and Lifetime with their prices", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Billing period" }).getByRole("tab");
  await expect(tabs).toHaveText(["Yearly", "Monthly", "Weekly", "Lifetime"]);
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  const panel = page.getByRole("tabpanel");
  await expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName("Yearly");
  await expect(panel.getByRole("heading", { name: "Yearly" })).toBeVisible();
  await expect(panel.getByText("$5.83", { exact: true })).toBeVisible();
  await expect(panel.getByText("$69.99 billed yearly")).toBeVisible();
  await expect(panel.getByText("Most popular", { exact: true })).toBeVisible();
  await expect(panel.getByText("Save 55%", { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Try for Free" })).toBeVisible();

  const plans = [
    { name: "Monthly", price: "$12.99", line: "$12.99 billed monthly", badges: [], cta: "Try for Free" },
    {
      name: "Weekly",
      price: "$4.99",
      line: "Pay as you go, week by week",
      badges: ["Most flexible"],
      cta: "Get Weekly",
    },
    {
      name: "Lifetime",
      price: "$179.99",
      line: "Pay once, keep it for good",
      badges: ["No subscription"],
      cta: "Get Lifetime",
    },
  ];
  for (const plan of plans) {
    await tab(plan.name).click();
    await expect(tab(plan.name)).toHaveAttribute("aria-selected", "true");
    await expect(tab("Yearly")).toHaveAttribute("aria-selected", "false");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(plan.name);
    await expect(panel.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(panel.getByText(plan.line)).toBeVisible();
    for (const badge of plan.badges) await expect(panel.getByText(badge, { exact: true })).toBeVisible();
    await expect(panel.getByText("Most popular")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: plan.cta })).toBeVisible();
  }

  // The keyboard moves between the tabs too (automatic activation, wrapping around).
  await tab("Lifetime").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Yearly")).toBeFocused();
  await expect(panel.getByText("$5.83", { exact: true })).toBeVisible();
});

test("internal links take the visitor to the top of the next page; in-page links scroll to their section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scrollY = () => page.evaluate<number>("window.scrollY");
  await page.goto("/");
  await waitForHydration(page);

  // "See how it works" scrolls to the 3 steps.
  await page.getByRole("link", { name: "See how it works" }).click();
  await expect(page.getByRole("heading", { name: "Three steps. One minute." })).toBeInViewport();
  await expect.poll(scrollY).toBeGreaterThan(300);

  // A footer link, from the bottom of the page.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByRole("contentinfo").getByRole("link", { name: "Features", exact: true }).click();
  await expect(page).toHaveURL("/features");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);

  // A navigation link, from halfway down.
  await page.getByRole("heading", { name: "Family Sharing" }).scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(300);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Movements" }).click();
  await expect(page).toHaveURL("/movements");
  expect(await scrollY()).toBe(0);

  // A card far down the directory, to its routine page.
  const card = page
    .getByRole("region", { name: "Prolonged Sitting Pain Relief" })
    .getByRole("link", { name: /Hip Pain/ });
  await card.scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(300);
  await card.click();
  await expect(page).toHaveURL(`/movements/${ROUTINE_SLUG}`);
  await expect(page.getByRole("button", { name: "Start Routine" })).toBeVisible();
  expect(await scrollY()).toBe(0);

  // A carousel card at the bottom of the routine page, to another routine page.
  const carousel = page.getByRole("region", { name: "More Desk Exercises" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel
    .getByRole("link", { name: /Back Pain/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/movements\/back-pain$/);
  expect(await scrollY()).toBe(0);

  // The story page's "Escape the Chair" scrolls down to the timeline.
  await page.goto("/movebreak-0");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Escape the Chair" }).click();
  await expect(page.getByRole("heading", { name: "A day in the chair: 16+ hours" })).toBeInViewport();
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the home page, movements, a routine page, reviews and a landing page show their content", async ({ page }) => {
    const scripts: string[] = [];
    page.on("console", (message) => scripts.push(message.text()));

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sit less. Move a minute. Feel the difference.");
    await expect(page.getByRole("heading", { name: "Three steps. One minute." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our no-charge guarantee" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Movements" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try for Free" }).first()).toHaveAttribute(
      "href",
      /^https:\/\/apps\.apple\.com\//,
    );

    // /movements: the categories and their location cards, never the skeleton.
    await page.goto("/movements");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Chair Exercises and Desk Stretches");
    await expect(page.getByText("Loading movements...")).toHaveCount(0);
    // The five categories, with the 24 seeded locations between them.
    let cards = 0;
    for (const category of [
      "Sitting Desk Exercises",
      "Desk Stretches",
      "Standing Office Exercises",
      "Energizing Desk Exercises",
      "Prolonged Sitting Pain Relief",
    ]) {
      const section = page.getByRole("region", { name: category });
      await expect(section.getByRole("heading", { level: 2, name: category })).toBeVisible();
      cards += await section.getByRole("link").count();
    }
    expect(cards).toBe(24);
    const hipPain = page
      .getByRole("region", { name: "Prolonged Sitting Pain Relief" })
      .getByRole("link", { name: /Hip Pain/ });
    await expect(hipPain).toHaveAttribute("href", `/movements/${ROUTINE_SLUG}`);

    // /movements/{slug}: the routine preview and the article, following the card's link.
    await hipPain.click();
    await expect(page).toHaveURL(`/movements/${ROUTINE_SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hip Pain Relief Stretches for Desk Workers");
    await expect(page.getByText("4 exercises • 15 seconds each")).toBeVisible();
    // The timed routine needs JavaScript: its Start is not offered, the page says so, and every move is taught.
    await expect(page.getByRole("button", { name: "Start Routine" })).toBeHidden();
    await expect(
      page.getByText("The timed routine plays with JavaScript on. Each move and its steps are below."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How to do each move" })).toBeVisible();
    await expect(page.getByText("Loading exercises...")).toHaveCount(0);
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await article.getByRole("paragraph").count()).toBeGreaterThan(2);
    await expect(page.getByRole("region", { name: "More Desk Exercises" }).getByRole("link")).toHaveCount(6);

    // /reviews: server-rendered with the reviews, no loading text.
    await page.goto("/reviews");
    await expect(page.getByText("Loading reviews...")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(await reviewCount(page));
    await expect(page.getByText("By Priya S.", { exact: true })).toBeVisible();

    // /pages/{slug}: the generated page's hero and body.
    await page.goto(`/pages/${landingSlug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
    expect(await page.getByRole("main").getByRole("paragraph").count()).toBeGreaterThan(3);

    // No script ran at all.
    expect(scripts).toEqual([]);
  });
});

test("every public route fits a 390 px screen without sideways scrolling; screenshots at 390 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Last run's shots go first: a landing page's slug differs from run to run.
  for (const file of readdirSync(SHOTS)) if (/^(390|1280)-.*\.png$/.test(file)) rmSync(`${SHOTS}/${file}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of publicPaths(landingSlug)) {
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
        "[document.documentElement.scrollWidth, window.innerWidth]",
      );
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      // For people to look at; CI looks at none, and full-page shots were a minute of its e2e phase.
      if (!process.env.E2E_SKIP_SCREENSHOTS)
        await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: true });
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("See how it works and Escape the Chair are anchors that take the visitor to their sections", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("link", { name: "See how it works" }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.getByRole("heading", { name: "Three steps. One minute." })).toBeInViewport();

    await page.goto("/movebreak-0");
    await page.getByRole("link", { name: "Escape the Chair" }).click();
    await expect(page.getByRole("heading", { name: "A day in the chair: 16+ hours" })).toBeInViewport();
  });
});
