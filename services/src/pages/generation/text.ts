/** "neck pain" -> "Neck pain". */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SMALL_WORDS = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "from"]);

/** Headline case: "neck pain relief for developers at the office" -> "Neck Pain Relief for Developers at the Office". */
export function headlineCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : cap(word)))
    .join("");
}
