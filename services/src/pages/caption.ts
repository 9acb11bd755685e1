import { BRAND } from "@movebreak/shared/brand";
import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";

const tag = (text: string) =>
  `#${text
    .replace(/[^a-zA-Z0-9]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join("")}`;

/** A social caption from the page's own words, with a few hashtags. */
export function captionFor(page: Pick<LandingPage, "seoTitle" | "seoDescription" | "painPoint" | "context">): string {
  const tags = [tag(page.painPoint), tag(page.context), "#deskExercises", "#movementBreak", `#${BRAND.slug}`];
  return `${page.seoTitle}\n\n${page.seoDescription}\n\n${[...new Set(tags)].join(" ")}`;
}
