import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";

/**
 * The page's running text, as a reader sees it: markup, links, images and list
 * markers removed, one line per block (headings, paragraphs, list items).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, "\n")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/^\s*(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, "")
        .replace(/[*_`]/g, "")
        .trim(),
    )
    .filter(Boolean)
    .join("\n");
}

/** Lowercase words (letters, digits, inner apostrophes and hyphens split apart). */
export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

export const wordCount = (markdown: string) => wordsIn(plainText(markdown)).length;

/** The sentences of a page's running text, as written (split at . ! ? followed by a space, and at line ends). */
export function sentencesIn(markdown: string): string[] {
  const out: string[] = [];
  for (const line of plainText(markdown).split("\n"))
    for (const piece of line.split(/(?<=[.!?])\s+(?=["'(A-Z0-9])/)) if (piece.trim()) out.push(piece.trim());
  return out;
}

/** U.S. grade level (Flesch-Kincaid) of the page's running text. */
export function readingGrade(markdown: string): number {
  const sentences = sentencesIn(markdown);
  const words = sentences.flatMap((sentence) => sentence.match(/[A-Za-z0-9'’-]+/g) ?? []);
  if (words.length === 0 || sentences.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  return Math.round(fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables }) * 10) / 10;
}
