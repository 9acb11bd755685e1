/**
 * What a generated landing page must be before it is published, beside the editor gate (quality/editor-gate):
 * its length, no statistic without its source line, and the disclaimer. Read by the LLM prompt (which states
 * them) and the quality check (step 7, which enforces them). Every finding carries a message an operator can act on.
 */
import { plainText, sentencesIn } from "./text-measures";

export const PAGE_RULES = {
  minWords: 600,
  /** A page failing the check is regenerated this many times before the run fails. */
  maxRegenerations: 3,
} as const;

/** The one passage on every page word for word, above the warning signs (a reference section of the gate). */
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
  rule: "form" | "length" | "facts" | "coherence" | "exercise-fit" | "slug" | "editor-gate";
  message: string;
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
