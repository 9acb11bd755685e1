import { BRAND } from "@movebreak/shared/brand";
import { hashString } from "@movebreak/shared/seeded-random";
import { cutAtWord, fitText } from "./fit-text";
import { cap, headlineCase } from "./template/text";
import { topicAngle } from "./topic-fields";
import { reliefLabel } from "./topic-slug";
import type { PageMetadata, Topic, TopicKeywords } from "./types";

export const METADATA_LIMITS = { seoTitle: 60, seoDescription: 160, ogTitle: 60, ogDescription: 160 } as const;

/**
 * Step 5: SEO, Open Graph, hero and social fields within the form's limits.
 * Each field tries its fullest wording first and falls back to shorter ones.
 */
export function writeMetadata(topic: Topic, keywords: TopicKeywords, markdown: string, siteUrl: string): PageMetadata {
  const { painPoint, context, demographic } = topic;
  const angle = topicAngle(topic);
  const relief = reliefLabel(painPoint);
  const pain = painPoint.label;
  const demo = demographic.label;
  const where = context.phrase;
  // Time factors read best as their phrase ("in the morning"), modifiers as their label ("without equipment").
  const angleText = topic.timeFactor ? angle.phrase : angle.label;
  const variant = hashString(`metadata:${topic.slug}`);

  const seoTitle = fitText(
    [
      `${headlineCase(`${relief} for ${demo} ${where}`)} | ${BRAND.name}`,
      `${headlineCase(`${relief} for ${demo}`)} | ${BRAND.name}`,
      headlineCase(`${relief} for ${demo}`),
      `${headlineCase(relief)} | ${BRAND.name}`,
    ],
    METADATA_LIMITS.seoTitle,
  );
  const seoDescription = fitText(
    [
      `${cap(pain)} ${where}? Try a short routine ${angle.phrase}, made for ${demo}, with moves from a library of over 2,000. Start your 7-day free trial of ${BRAND.name}.`,
      `A short routine ${angle.phrase} for ${pain}, made for ${demo} ${where}. Try ${BRAND.name} free for 7 days.`,
      `Gentle moves for ${pain}, made for ${demo}. Try ${BRAND.name} free for 7 days.`,
    ],
    METADATA_LIMITS.seoDescription,
    true,
  );
  const ogTitle = fitText(
    [
      `${headlineCase(demo)}: ${headlineCase(`${relief} ${angleText}`)}`,
      headlineCase(`${relief} ${angleText}`),
      headlineCase(`${relief} for ${demo}`),
    ],
    METADATA_LIMITS.ogTitle,
  );
  const opening = firstSentence(markdown);
  const ogDescription = fitText(
    [
      ...(opening.length >= 50 ? [opening] : []),
      `${cap(relief)} for ${demo} ${where}: a short, gentle routine and practical tips. Try ${BRAND.name} free for 7 days.`,
      `${cap(relief)} for ${demo}: a short, gentle routine. Try ${BRAND.name} free for 7 days.`,
    ],
    METADATA_LIMITS.ogDescription,
    true,
  );
  const headlines = [
    `${cap(relief)} for ${demo} ${where}`,
    `${cap(pain)} ${where}? Move it, one minute at a time`,
    `Gentle ${relief} for busy ${demo}`,
  ];
  const heroHeadline = headlines[variant % headlines.length] ?? cap(relief);
  const heroSubheadline = `A short routine ${angle.phrase}, picked for ${demo} ${where}, with 1-minute breaks from over 2,000 movements.`;
  const hashtags = unique([hashtag(pain), hashtag(context.label), hashtag(demo), "#MovementBreak"]).slice(0, 5);
  const socialCaption = `${cap(pain)} after a long day ${where}? Here is a short routine for ${demo}, one minute per move. Save it for your next break and try ${BRAND.name} free for 7 days. ${hashtags.join(" ")}`;

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
