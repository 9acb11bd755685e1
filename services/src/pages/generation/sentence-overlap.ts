/** A page may share at most this share of its sentences with any other page (quality check, step 7). */
export const DUPLICATION_THRESHOLD = 0.3;

/** Fragments shorter than this (bare headings such as "Tips") are not counted as sentences. */
const MIN_WORDS = 4;

/**
 * The normalised sentences of a Markdown text: markup, links and list markers
 * removed, split at . ! ? and line ends, lowercased, punctuation dropped.
 */
export function sentencesOf(markdown: string): Set<string> {
  const sentences = new Set<string>();
  const plain = markdown
    .replace(/```[\s\S]*?```/g, "\n")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ");
  for (const rawLine of plain.split(/\n+/)) {
    const line = rawLine.replace(/^\s*(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, "");
    for (const piece of line.split(/(?<=[.!?])\s+/)) {
      const normalised = piece
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (normalised.split(" ").length >= MIN_WORDS) sentences.add(normalised);
    }
  }
  return sentences;
}

/** The share (0..1) of a's distinct sentences that also appear in b; 0 when a has none. */
export function sentenceOverlap(a: string, b: string): number {
  const mine = sentencesOf(a);
  if (mine.size === 0) return 0;
  const theirs = sentencesOf(b);
  let shared = 0;
  for (const sentence of mine) if (theirs.has(sentence)) shared++;
  return shared / mine.size;
}

/** The highest overlap of the page with any of the others, both ways round. */
export function maxOverlap(markdown: string, others: readonly string[]): number {
  let max = 0;
  for (const other of others) max = Math.max(max, sentenceOverlap(markdown, other), sentenceOverlap(other, markdown));
  return max;
}
