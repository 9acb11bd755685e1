import { BRAND } from "@movebreak/shared/brand";
import { cutAtWord, fitText } from "./fit-text";
import { cap, headlineCase } from "./text";
import { isHub, reliefLabel } from "./topic-slug";
import type { PageMetadata, Topic, TopicKeywords } from "./types";

export const METADATA_LIMITS = { seoTitle: 60, seoDescription: 160, ogTitle: 60, ogDescription: 160 } as const;

/**
 * Step 5: SEO, Open Graph, hero and social fields within the form's limits, naming the pain point and the place
 * (never the audience: it is a variation inside the page). The hero counts the routine's moves from the body, so
 * the number above the page is the number on it. Each field tries its fullest wording first, then shorter ones.
 */
export function writeMetadata(topic: Topic, keywords: TopicKeywords, markdown: string, siteUrl: string): PageMetadata {
  const { painPoint, context } = topic;
  const relief = reliefLabel(painPoint);
  const pain = painPoint.label;
  const hub = isHub(topic);
  const where = hub ? "at work" : context.phrase;
  const moves = routineLength(markdown);
  const movesText = `${moves} ${moves === 1 ? "move" : "moves"}`;

  const seoTitle = fitText(
    hub
      ? [
          `${headlineCase(relief)}: Causes, Moves, Warning Signs | ${BRAND.name}`,
          `${headlineCase(relief)}: Causes and Moves | ${BRAND.name}`,
          `${headlineCase(relief)} | ${BRAND.name}`,
        ]
      : [`${headlineCase(`${relief} ${where}`)} | ${BRAND.name}`, headlineCase(`${relief} ${where}`)],
    METADATA_LIMITS.seoTitle,
  );
  const seoDescription = fitText(
    [
      `${cap(pain)} ${where}: ${movesText} taught step by step, what makes it worse, and the signs that mean seeing a professional.`,
      `${cap(pain)} ${where}: ${movesText} taught step by step, and when to see a professional.`,
    ],
    METADATA_LIMITS.seoDescription,
    true,
  );
  const ogTitle = fitText(
    [headlineCase(`${relief} ${where}: ${movesText}`), headlineCase(`${relief} ${where}`), headlineCase(relief)],
    METADATA_LIMITS.ogTitle,
  );
  const opening = firstSentence(markdown);
  const ogDescription = fitText(
    [...(opening.length >= 50 ? [opening] : []), `${cap(pain)} ${where}: ${movesText} taught step by step.`],
    METADATA_LIMITS.ogDescription,
    true,
  );
  const heroHeadline = `${cap(movesText)} for ${pain} ${where}`;
  const heroSubheadline = hub
    ? `What it feels like, what causes it, how to do each move, and when to see a professional.`
    : `Why it builds up ${where}, how to do each move, and when to see a professional.`;
  const hashtags = unique([hashtag(pain), hub ? "#DeskExercises" : hashtag(context.label), "#MovementBreak"]).slice(
    0,
    5,
  );
  const socialCaption = `${cap(pain)} ${where}? ${cap(movesText)}, each taught step by step, for your next break. ${hashtags.join(" ")}`;

  return {
    seoTitle,
    seoDescription,
    seoKeywords: unique([keywords.primary, ...keywords.secondary]).join(", "),
    ogTitle,
    ogDescription,
    heroHeadline,
    heroSubheadline,
    canonicalUrl: `${siteUrl.replace(/\/+$/, "")}/pages/${topic.slug}`,
    socialCaption,
  };
}

/** How many moves the page's routine teaches ("### 1. Chin Tucks" ...): the hero names the same number. */
export function routineLength(markdown: string): number {
  return markdown.split("\n").filter((line) => /^### \d+\. /.test(line)).length;
}

/** The page's first sentence of running text (headings, lists and markup skipped), or "". */
function firstSentence(markdown: string): string {
  for (const line of markdown.split(/\n+/)) {
    const text = line
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!text || /^(#|[-+>|]|\d+[.)]\s)/.test(text)) continue;
    const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
    return cutAtWord(sentence, 400);
  }
  return "";
}

const hashtag = (text: string) =>
  `#${text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(cap)
    .join("")}`;

const unique = (items: readonly string[]) => [...new Set(items.filter((item) => item.length > 1))];
