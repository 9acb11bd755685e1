/**
 * Short words that stay lower case inside a title (articles, coordinating conjunctions and short prepositions,
 * as the common style guides have it): "Sit and Stand", "Neck & Shoulders", "Back to Work".
 */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "so",
  "yet",
  "as",
  "at",
  "by",
  "in",
  "of",
  "off",
  "on",
  "per",
  "to",
  "up",
  "via",
  "vs",
]);

const upperFirst = (word: string) => word.charAt(0).toLocaleUpperCase("en-US") + word.slice(1);

/** One part of a word (a hyphen splits "sit-to-stand" into three): capitalised, or lower case when minor and inside. */
function casePart(part: string, inside: boolean): string {
  // A word that already mixes cases on purpose ("iPad", "TikTok") is the brand's own spelling: kept.
  if (/[a-z]/.test(part.charAt(0)) && /[A-Z]/.test(part.slice(1))) return part;
  return inside && MINOR_WORDS.has(part.toLocaleLowerCase("en-US"))
    ? part.toLocaleLowerCase("en-US")
    : upperFirst(part);
}

/**
 * Location and shared routine titles are shown in title case (public spec section 5): every word capitalised
 * but the minor ones inside the title ("sit and stand" and "Sit And Stand" both read "Sit and Stand"); the
 * first and last words, and a word after a colon, are always capitalised. Only the case of letters changes:
 * the rest of each word, and the spaces between words, stay as written. The one rule every page, the embed
 * player and the server use.
 */
export function toTitleCase(text: string): string {
  const words = text.split(/(\s+)/);
  let last = words.length - 1;
  while (last > 0 && (words[last] ?? "").trim() === "") last--;
  let startsTitle = true;
  return words
    .map((word, i) => {
      if (word.trim() === "") return word;
      const parts = word.split("-");
      const cased = parts
        .map((part, j) => casePart(part, !(startsTitle && j === 0) && !(i === last && j === parts.length - 1)))
        .join("-");
      startsTitle = word.endsWith(":");
      return cased;
    })
    .join("");
}

/**
 * Button labels the spec words in sentence case (section 2, the home hero and /terms): its exact strings stand,
 * so these two are the only buttons not in title case.
 */
const SPEC_SENTENCE_CASE_BUTTONS = new Set(["See how it works", "Try a move online"]);

/**
 * The case of every button's label: title case, as the spec's own buttons are ("Try for Free", "Start Routine",
 * "Copy Code"), but for the labels the spec gives otherwise. Headings are in sentence case but for names and the
 * spec's own headings (docs/decisions.md, "Titles and buttons").
 */
export function buttonLabel(label: string): string {
  return SPEC_SENTENCE_CASE_BUTTONS.has(label) ? label : toTitleCase(label);
}

/** "{n} exercise(s) for targeted movement", singular when the count is 1. */
export function subtitleFallback(workoutCount: number): string {
  return `${workoutCount} ${workoutCount === 1 ? "exercise" : "exercises"} for targeted movement`;
}

/** A location card's subtitle: its own, or the spec's fallback where it has none (the movements cards, the carousel). */
export function locationSubtitle(location: { subtitle?: string | null | undefined; workoutCount: number }): string {
  return location.subtitle?.trim() ? location.subtitle : subtitleFallback(location.workoutCount);
}
