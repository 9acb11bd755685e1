import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";

/** Makes a page's social caption and Pinterest poster (returns the poster's public URL). */
export type SocialContentMaker = (page: LandingPage) => Promise<{ socialCaption: string; pinterestPosterImg: string }>;
