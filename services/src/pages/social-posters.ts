import { BRAND } from "@movebreak/shared/brand";
import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { captionFor } from "./caption";
import type { PageCpuPool } from "./cpu-tasks";
import { posterLayoutOf } from "./media/topic-media";
import { saveMedia } from "./pages-repo";
import type { SocialContentMaker } from "./social-content";

/** The poster's address: served by GET /images/pages/{key}.png. */
export const posterKey = (slug: string) => `poster-${slug}`.slice(0, 220);

/** Bullets for the poster: the routine's exercise names, read from the page's numbered list (five fit). */
export function posterBullets(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*\d+\.\s+(?:\*\*)?\[?([^\]\n*]+?)\]?(?:\([^)]*\))?(?:\*\*)?(?:\s[-–—:].*)?$/gm)]
    .map((m) => (m[1] ?? "").trim())
    .filter(Boolean)
    .slice(0, 5);
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("en-US") + text.slice(1);

/**
 * Renders the 1000x1500 Pinterest poster and a caption for a page (written in the Page Manager, or
 * regenerated), and stores the poster: the topic posters the automation draws (four layouts, the site's
 * logo, no host name), read from the page's own fields and its list of moves.
 */
export function posterSocialContent(deps: {
  db: Kysely<Database>;
  siteUrl: string;
  cpu: PageCpuPool;
}): SocialContentMaker {
  return async (page: LandingPage) => {
    const moves = posterBullets(page.markdown);
    const png = await deps.cpu.run("topicPoster", {
      kicker: capitalised(page.painPoint),
      title:
        moves.length > 0
          ? `${moves.length} ${moves.length === 1 ? "move" : "moves"} for ${page.painPoint}`
          : page.heroHeadline || page.seoTitle,
      place: capitalised(page.context),
      moves,
      brand: BRAND.name,
      layout: posterLayoutOf(page.painPoint, page.context),
    });
    const key = posterKey(page.slug);
    await saveMedia(deps.db, key, "image/png", png);
    return { socialCaption: captionFor(page), pinterestPosterImg: `${deps.siteUrl}/images/pages/${key}.png` };
  };
}
