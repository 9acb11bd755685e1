/**
 * Finding the topic's phrases in a page's words: case-insensitive, whole words, a plural or singular last word
 * ("developers" for "developer", "wrist" for "wrists"), a leading "a"/"an" dropped ("a stiff neck" is found in
 * "your stiff neck"), longest phrase first and no word counted twice.
 */
import type { TopicMatrix } from "../../generation/types";
import { wordsIn } from "../text-measures";

/** The placeholder a masked topic phrase becomes (not a word wordsIn can produce). */
export const TOPIC_TOKEN = "§";

/** Forms a page word may take for a phrase's last word: the word, its plurals, its singular. */
function wordForms(word: string): string[] {
  const forms = new Set([word, `${word}s`, `${word}es`]);
  if (word.endsWith("y") && word.length > 2) forms.add(`${word.slice(0, -1)}ies`);
  if (word.endsWith("ies") && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es") && word.length > 4) forms.add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) forms.add(word.slice(0, -1));
  return [...forms];
}

/** A phrase as the words it is matched by ("a developer" -> ["developer"]). */
export function phraseWords(phrase: string): string[] {
  const words = wordsIn(phrase);
  while (words.length > 1 && (words[0] === "a" || words[0] === "an")) words.shift();
  return words;
}

interface CompiledPhrase {
  phrase: string;
  words: string[];
  /** The forms the last word may take. */
  last: Set<string>;
}

export interface PhraseMatcher {
  phrases: readonly CompiledPhrase[];
  /** Compiled phrases by the forms of their first word. */
  byFirst: Map<string, CompiledPhrase[]>;
}

export function phraseMatcher(phrases: Iterable<string>): PhraseMatcher {
  const seen = new Set<string>();
  const compiled: CompiledPhrase[] = [];
  for (const phrase of phrases) {
    const words = phraseWords(phrase);
    const key = words.join(" ");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    compiled.push({ phrase: key, words, last: new Set(wordForms(words[words.length - 1] as string)) });
  }
  compiled.sort((a, b) => b.words.length - a.words.length);
  const byFirst = new Map<string, CompiledPhrase[]>();
  for (const entry of compiled) {
    const firsts = entry.words.length === 1 ? entry.last : [entry.words[0] as string];
    for (const first of firsts) {
      const list = byFirst.get(first) ?? [];
      list.push(entry);
      byFirst.set(first, list);
    }
  }
  return { phrases: compiled, byFirst };
}

export interface Mention {
  /** Index of its first word in the words searched. */
  start: number;
  /** Index after its last word. */
  end: number;
  /** The phrase it matched (normalised). */
  phrase: string;
}

const matchesAt = (words: readonly string[], at: number, entry: CompiledPhrase) => {
  const n = entry.words.length;
  if (at + n > words.length) return false;
  for (let j = 0; j < n - 1; j++) if (words[at + j] !== entry.words[j]) return false;
  return entry.last.has(words[at + n - 1] as string);
};

/**
 * Every mention of the phrases in the words, longest phrase first (then leftmost): a mention never shares a word
 * with another, so "neck pain from sitting" is one mention, not also "neck pain" and "neck". Sorted by position.
 */
export function findMentions(words: readonly string[], matcher: PhraseMatcher): Mention[] {
  const candidates: Mention[] = [];
  for (let i = 0; i < words.length; i++)
    for (const entry of matcher.byFirst.get(words[i] as string) ?? [])
      if (matchesAt(words, i, entry)) candidates.push({ start: i, end: i + entry.words.length, phrase: entry.phrase });
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Uint8Array(words.length);
  const mentions: Mention[] = [];
  for (const mention of candidates) {
    let free = true;
    for (let i = mention.start; i < mention.end && free; i++) if (taken[i]) free = false;
    if (!free) continue;
    taken.fill(1, mention.start, mention.end);
    mentions.push(mention);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The words with every mention replaced by one TOPIC_TOKEN. */
export function maskWords(words: readonly string[], matcher: PhraseMatcher): string[] {
  const out: string[] = [];
  let at = 0;
  for (const mention of findMentions(words, matcher)) {
    out.push(...words.slice(at, mention.start), TOPIC_TOKEN);
    at = mention.end;
  }
  out.push(...words.slice(at));
  return out;
}

type Entry = { label: string; keywords: readonly string[]; variants?: readonly string[] } & Partial<
  Record<"phrase" | "area" | "singular" | "reliefLabel", string>
>;

const entryPhrases = (entry: Entry) =>
  [
    entry.label,
    entry.phrase,
    entry.area,
    entry.singular,
    entry.reliefLabel,
    ...entry.keywords,
    ...(entry.variants ?? []),
  ].filter((p): p is string => Boolean(p));

/**
 * The phrases masked before pages are compared: every label, keyword, variant, area, phrase, singular and relief
 * label of the matrix's pain points, contexts, demographics, modifiers and time factors, and every move title.
 */
export function topicPhrasesOf(matrix: TopicMatrix, moveTitles: Iterable<string> = []): string[] {
  const entries: Entry[] = [
    ...matrix.painPoints,
    ...matrix.contexts,
    ...matrix.demographics,
    ...matrix.modifiers,
    ...matrix.timeFactors,
  ];
  return [...new Set([...entries.flatMap(entryPhrases), ...moveTitles])];
}

/** The topic's own names, by what they name (the density check counts each group). */
export function topicNames(topic: { painPoint: Entry; context: Entry; demographic: Entry }): {
  painPoint: string[];
  audience: string[];
  place: string[];
} {
  const { painPoint, context, demographic } = topic;
  return {
    painPoint: [
      painPoint.label,
      painPoint.reliefLabel,
      painPoint.area,
      ...painPoint.keywords,
      ...(painPoint.variants ?? []),
    ].filter((p): p is string => Boolean(p)),
    audience: [
      demographic.label,
      demographic.singular,
      ...demographic.keywords,
      ...(demographic.variants ?? []),
    ].filter((p): p is string => Boolean(p)),
    place: [context.label, context.phrase, ...context.keywords, ...(context.variants ?? [])].filter((p): p is string =>
      Boolean(p),
    ),
  };
}
