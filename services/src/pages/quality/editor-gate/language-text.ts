/** What the spelling and grammar check reads and reports, without retext (see language.ts for the checker). */
import { plainText } from "../text-measures";

export interface LanguageIssue {
  kind: "spelling" | "article" | "repeated-word";
  /** The words found ("tricep", "a", "the the"). */
  actual: string;
  /** Suggestions, best first. */
  expected: string[];
  /** retext's own message. */
  reason: string;
  /** Line of the checked plain text (1-based). */
  line: number;
}

/** Checks plain text (the CPU pool's thread holds the real one, language.ts; tests pass their own). */
export type LanguageChecker = (text: string) => LanguageIssue[];

/**
 * The page as a reader reads it: Markdown syntax and URLs removed, every block (heading, paragraph, list item) a
 * paragraph of its own so a heading never runs into the sentence under it.
 */
export function languageText(markdown: string): string {
  return plainText(markdown.replace(/<?https?:\/\/[^\s)>]+>?/g, " "))
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

/** One finding as an operator reads it: 'tricep' (triceps?), "a" before "hour" (an), "the the". */
export function describeLanguageIssue(issue: LanguageIssue): string {
  const hint = issue.expected.slice(0, 2).join(" or ");
  if (issue.kind === "spelling") return `'${issue.actual}'${hint ? ` (${hint}?)` : ""}`;
  if (issue.kind === "article") return `'${issue.actual}' (use '${hint}')`;
  return `repeated '${issue.actual}'`;
}
