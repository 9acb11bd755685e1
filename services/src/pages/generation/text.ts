/** "neck pain" -> "Neck pain". */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "tension headaches", "shoulders" take plural verbs; "stiffness", "neck" do not. */
export const isPlural = (noun: string) => /[^s]s$/.test(noun.trim());

/** Picks the verb form that agrees with the noun: verb(noun, "is", "are"). */
export const verb = (noun: string, singular: string, plural: string) => (isPlural(noun) ? plural : singular);

const SMALL_WORDS = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "from"]);

/** Headline case: "neck pain relief for developers at the office" -> "Neck Pain Relief for Developers at the Office". */
export function headlineCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : cap(word)))
    .join("");
}

/** "a 5-minute", "an 8-minute", "an 11-minute". */
export const aNumber = (n: number) => (/^(8|11|18)$|^8\d/.test(String(n)) ? "an" : "a");
