import { addressesOf, hrefOf, PUBLIC_ROUTE_ENTRIES } from "@movebreak/shared/public-routes";
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./playwright.config";

/** A location of ops/seed with content (an article) and 6 workouts, so its routine runs 4 exercises. */
export const ROUTINE_SLUG = "hip-pain";
/** A shared routine of ops/seed/shared-movebreaks.json. */
export const SHARED_KEY = "morning-desk-reset";

/** The fixed public routes of spec section 2: every address of each page the route table gives a head (no parameters). */
export const STATIC_PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) =>
  route.meta ? route.paths : [],
);

/** Every public path, the dynamic ones with seeded (or published) data; the last one is a 404. */
export function publicPaths(landingSlug: string): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...addressesOf("locationRoutine", { slug: ROUTINE_SLUG }),
    hrefOf("sharedRoutine", { key: SHARED_KEY }),
    hrefOf("landingPage", { slug: landingSlug }),
    "/no-such-page",
  ];
}

/** The slug of a published landing page in the sitemap, if there is one. */
async function slugInSitemap(api: APIRequestContext): Promise<string | undefined> {
  const sitemap = await (await api.get("/sitemap.xml")).text();
  return /\/pages\/([a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
}

/**
 * A published /pages/{slug}: one already there (another journey may have made one),
 * else one the generation queue publishes (the same worker the Page Manager's
 * "Add to Queue" starts; without a language model it writes from its templates).
 */
export async function publishedLandingPageSlug(baseURL: string): Promise<string> {
  // The Origin a browser on the site would send: cookie-authenticated writes must come from the site.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  try {
    const existing = await slugInSitemap(api);
    if (existing) return existing;
    const login = await api.post("/api/admin/login", { data: { token: E2E_ADMIN_TOKEN } });
    expect(login.ok()).toBe(true);
    const queued = await api.post("/api/page-generator/generate", { data: {} });
    expect(queued.status()).toBe(202);
    let slug: string | undefined;
    await expect
      .poll(
        async () => {
          slug = await slugInSitemap(api);
          return slug;
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toBeTruthy();
    return slug as string;
  } finally {
    await api.dispose();
  }
}

/**
 * Resolves once the page's islands have taken over their parts of the server-rendered page (the island
 * loader marks <html data-hydrated> when the last one is done; the rest of the page is never hydrated).
 * (Strings for the page's code: the ops project has no DOM types.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForPageCondition(page, `document.documentElement.dataset.hydrated === "true"`);
}

/**
 * Polls an expression in the page until it is true. Not page.waitForFunction: a string
 * predicate is eval'ed inside the page, which its Content-Security-Policy refuses;
 * page.evaluate goes through the DevTools protocol, outside the policy.
 */
export async function waitForPageCondition(page: Page, expression: string): Promise<void> {
  await expect.poll(() => page.evaluate(expression), { message: expression, intervals: [50, 100, 250] }).toBe(true);
}

/**
 * Scrolls through the whole page (lazy images load, reveal-on-scroll sections play), then back to
 * the top, so a full-page screenshot shows everything.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  })()`);
}
