/**
 * What a generated landing page must be before it is published (issue 19): one
 * module read by the template generator (it writes within these limits), the
 * LLM generator (its prompt states them) and the quality check (step 7, which
 * enforces them). Every finding carries a message an operator can act on.
 */
import { normaliseSentence, phraseCount, plainText, sentencesIn, wordsIn } from "./text-measures";

export const PAGE_RULES = {
  minWords: 600,
  /** The primary keyword phrase (and the pain point's own name) at most this share of the page's words. */
  primaryMaxShare: 0.025,
  /** Each secondary keyword (and the audience's and the place's names) at most this share. */
  secondaryMaxShare: 0.015,
  /** Sentences this long or longer are compared across pages. */
  sharedSentenceMinWords: 8,
  /** A sentence of the page may also be on at most this many other published pages. */
  maxOtherPagesPerSentence: 1,
  /** A page failing the check is regenerated this many times before the run fails. */
  maxRegenerations: 3,
} as const;

/** The one passage every page ends with word for word; it is left out of the cross-page comparison. */
export const DISCLAIMER =
  "This page offers general movement ideas and is not medical advice. Stop any move that hurts, and if pain is severe, lasting or unusual, please speak to a doctor or physiotherapist.";

export interface Fact {
  id: string;
  /** How the claim may be written: a sentence matching a statistic must match one of these. */
  pattern: RegExp;
  /** The source line printed under the page when the fact is used. */
  source: string;
}

/**
 * The only statistics a page may state, from spec/public-site.md's claims, each with the line that
 * names where it comes from. Product facts (the library of over 2,000 movements, the 7-day trial,
 * 1-minute breaks) are claims about the app, not statistics, and need no source line.
 */
export const STATISTICS: readonly Fact[] = [
  {
    id: "daily-sitting",
    pattern: /\b9\.5\b|nine and a half hours/i,
    source: "Source: the average daily sitting time of desk workers (9.5 hours) as published by Movebreak.",
  },
  {
    id: "sitting-over-8-hours",
    pattern: /\bover 8 hours\b|\bmore than 8 hours\b|\bmore than eight hours\b/i,
    source: "Source: Movebreak's published figures on desk workers sitting over 8 hours a day.",
  },
];

/** Sentences that look like statistics: percentages, "studies show", "3 in 5", averages with a number. */
const STATISTIC_LIKE =
  /\d+(?:\.\d+)?\s*(?:%|per ?cent)|\b(?:studies|research|surveys?|scientists|experts|data)\s+(?:show|shows|find|finds|found|suggest|suggests|prove)|\b\d+\s+(?:out of|in)\s+\d+\b|\bmillions?\b|\baverage\b[^.]*\d|\d[^.]*\baverage\b|nine and a half hours|\bover 8 hours\b/i;

export interface RuleIssue {
  rule: "form" | "length" | "keywords" | "shared-sentences" | "facts" | "coherence" | "exercise-fit" | "slug";
  message: string;
}

export interface KeywordTargets {
  primary: string;
  secondary: readonly string[];
  /** The topic's own names, held to the same limits: the pain point (primary), the audience and the place (secondary). */
  painPoint: string;
  audience: string;
  place: string;
}

export interface KeywordShare {
  phrase: string;
  count: number;
  /** Words of the phrase x occurrences / words on the page. */
  share: number;
  limit: number;
}

/** The phrases a page about the topic is checked for. */
export function keywordTargetsOf(
  topic: { painPoint: { label: string }; demographic: { label: string }; context: { phrase: string } },
  keywords: { primary: string; secondary: readonly string[] },
): KeywordTargets {
  return {
    primary: keywords.primary,
    secondary: keywords.secondary,
    painPoint: topic.painPoint.label,
    audience: topic.demographic.label,
    place: topic.context.phrase,
  };
}

/** Every checked phrase with its share of the page's words (as the issue counts it: words of the phrase). */
export function keywordShares(markdown: string, targets: KeywordTargets): KeywordShare[] {
  const words = wordsIn(plainText(markdown));
  const total = Math.max(1, words.length);
  const limits = new Map<string, number>();
  const add = (phrase: string, limit: number) => {
    const key = wordsIn(phrase).join(" ");
    if (!key) return;
    limits.set(key, Math.max(limits.get(key) ?? 0, limit));
  };
  for (const phrase of [...targets.secondary, targets.audience, targets.place])
    add(phrase, PAGE_RULES.secondaryMaxShare);
  add(targets.primary, PAGE_RULES.primaryMaxShare);
  add(targets.painPoint, PAGE_RULES.primaryMaxShare);
  return [...limits].map(([phrase, limit]) => {
    const count = phraseCount(words, phrase);
    return { phrase, count, share: (count * phrase.split(" ").length) / total, limit };
  });
}

/** How many uses of a phrase a page of `words` words allows. */
export const allowedUses = (phrase: string, limit: number, words: number) =>
  Math.floor((limit * words) / Math.max(1, wordsIn(phrase).length));

export function keywordIssues(markdown: string, targets: KeywordTargets): RuleIssue[] {
  const words = wordsIn(plainText(markdown)).length;
  return keywordShares(markdown, targets)
    .filter((k) => k.share > k.limit + 1e-9)
    .map((k) => ({
      rule: "keywords" as const,
      message: `"${k.phrase}" is ${pct(k.share)} of the words (${k.count} times in ${words} words), at most ${pct(k.limit)} allowed: use it at most ${allowedUses(k.phrase, k.limit, words)} times and a natural variant elsewhere`,
    }));
}

const DISCLAIMER_KEYS = new Set(sentencesIn(DISCLAIMER).map(normaliseSentence));

/**
 * The page's sentences of 8+ words in comparable form. Left out: the fixed disclaimer and the
 * statistics' source lines ("Source: ..."), which are the same on every page by design.
 */
export function comparableSentences(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of sentencesIn(markdown)) {
    if (/^source:/i.test(sentence)) continue;
    const key = normaliseSentence(sentence);
    if (key.split(" ").length >= PAGE_RULES.sharedSentenceMinWords && !DISCLAIMER_KEYS.has(key)) out.add(key);
  }
  return out;
}

/** How many of the pages hold each comparable sentence (only sentences on at least `minPages` pages). */
export function sentencePageCounts(pages: readonly string[], minPages = 1): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) for (const key of comparableSentences(page)) counts.set(key, (counts.get(key) ?? 0) + 1);
  if (minPages > 1) for (const [key, count] of counts) if (count < minPages) counts.delete(key);
  return counts;
}

/**
 * The sentences a new page may not use: those already on as many other pages as the rule allows.
 * Runs in the CPU pool when the others are many (see cpu-tasks.ts).
 */
export function usedUpSentences(others: readonly string[]): string[] {
  return [...sentencePageCounts(others, PAGE_RULES.maxOtherPagesPerSentence + 1).keys()];
}

export function sharedSentenceIssues(markdown: string, usedUp: ReadonlySet<string>): RuleIssue[] {
  const shared = [...comparableSentences(markdown)].filter((key) => usedUp.has(key));
  if (shared.length === 0) return [];
  const sample = shared
    .slice(0, 3)
    .map((s) => `"${s}"`)
    .join("; ");
  return [
    {
      rule: "shared-sentences",
      message: `${shared.length} sentence(s) of 8+ words are already on ${PAGE_RULES.maxOtherPagesPerSentence + 1} or more other pages (${sample}): reword them`,
    },
  ];
}

/** Statistics only from STATISTICS, each with its source line on the page. */
export function factIssues(markdown: string): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const text = plainText(markdown);
  const used = new Set<Fact>();
  for (const sentence of sentencesIn(markdown)) {
    if (/^source:/i.test(sentence) || !STATISTIC_LIKE.test(sentence)) continue;
    const fact = STATISTICS.find((f) => f.pattern.test(sentence));
    if (!fact)
      issues.push({
        rule: "facts",
        message: `Unsourced statistic "${sentence.slice(0, 120)}": state only the figures of the site's claims (${STATISTICS.map((f) => f.id).join(", ")}) or remove it`,
      });
    else used.add(fact);
  }
  for (const fact of used)
    if (!text.includes(fact.source))
      issues.push({ rule: "facts", message: `The ${fact.id} statistic needs its source line: "${fact.source}"` });
  return issues;
}

/** The rules as the LLM prompt states them. */
export function rulesForPrompt(): string[] {
  return [
    `State no statistic except these, each followed by its source line exactly as given: ${STATISTICS.map((f) => `"${f.source}"`).join("; ")}. Invent no studies, percentages or figures.`,
    "Name the same topic throughout (the given pain point and place); never mention another place or audience.",
  ];
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
