import { BRAND } from "@movebreak/shared/brand";
import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CpuPool } from "../workers/cpu-pool";
import { captionFor } from "./caption";
import { saveMedia } from "./pages-repo";
import type { SocialContentMaker } from "./social-content";

/** The poster's address: served by GET /images/pages/{key}.png. */
export const posterKey = (slug: string) => `poster-${slug}`.slice(0, 220);

/** Bullets for the poster: the routine's exercise names, read from the page's numbered list. */
export function posterBullets(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*\d+\.\s+(?:\*\*)?\[?([^\]\n*]+?)\]?(?:\([^)]*\))?(?:\*\*)?(?:\s[-–—:].*)?$/gm)]
    .map((m) => (m[1] ?? "").trim())
    .filter(Boolean)
    .slice(0, 4);
}

/** Renders the 1000x1500 Pinterest poster and a caption for a page, and stores the poster. */
export function posterSocialContent(deps: { db: Kysely<Database>; siteUrl: string; cpu: CpuPool }): SocialContentMaker {
  return async (page: LandingPage) => {
    const png = await deps.cpu.run("poster", {
      title: page.heroHeadline || page.seoTitle,
      subtitle: page.heroSubheadline || page.seoDescription,
      painPoint: page.painPoint,
      bullets: posterBullets(page.markdown),
      brand: BRAND.name,
      url: `${deps.siteUrl}/pages/${page.slug}`,
    });
    const key = posterKey(page.slug);
    await saveMedia(deps.db, key, "image/png", png);
    return { socialCaption: captionFor(page), pinterestPosterImg: `${deps.siteUrl}/images/pages/${key}.png` };
  };
}
