/**
 * Near-twin sentences across pages: two prose sentences that are the same frame with the topic swapped ("Neck
 * pain is common among developers at the office" / "Wrist pain is common among nurses on night shifts"). Both are
 * lowercased, stripped of punctuation, every topic phrase replaced by one placeholder, then compared word by word:
 * similarity 2 x LCS / (length a + length b).
 */
import { DISCLAIMER } from "../page-rules";
import { sentencesIn, wordsIn } from "../text-measures";
import { parsePage } from "./page-sections";
import { maskWords, type PhraseMatcher } from "./phrases";
import { EDITOR_GATE } from "./thresholds";

export interface ComparedSentence {
  text: string;
  masked: string[];
}

const DISCLAIMER_KEYS = new Set(sentencesIn(DISCLAIMER).map((s) => wordsIn(s).join(" ")));

/**
 * The page's prose sentences of nearTwinMinWords or more words (as written), masked. Left out: the fixed
 * disclaimer and statistics' source lines ("Source: ..."), the same on every page by design.
 */
export function comparedSentences(
  markdown: string,
  matcher: PhraseMatcher,
  minWords: number = EDITOR_GATE.nearTwinMinWords,
): ComparedSentence[] {
  const out: ComparedSentence[] = [];
  for (const text of sentencesIn(parsePage(markdown).prose)) {
    if (/^source:/i.test(text)) continue;
    const words = wordsIn(text);
    if (words.length < minWords || DISCLAIMER_KEYS.has(words.join(" "))) continue;
    out.push({ text, masked: maskWords(words, matcher) });
  }
  return out;
}

/** Longest common subsequence of two word lists. */
export function lcsLength(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] as number);
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** 2 x LCS / (length a + length b): 1 for the same words in the same order, 0 for nothing in common. */
export function similarity(a: readonly string[], b: readonly string[]): number {
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * lcsLength(a, b)) / total;
}

interface IndexedSentence extends ComparedSentence {
  slug: string;
  counts: Map<string, number>;
}

const countWords = (words: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

/** The other pages' sentences, indexed by word so a sentence is compared only with those that could be twins. */
export interface TwinIndex {
  sentences: IndexedSentence[];
  postings: Map<string, { sentence: number; count: number }[]>;
}

export function twinIndex(others: readonly { slug: string; markdown: string }[], matcher: PhraseMatcher): TwinIndex {
  const sentences: IndexedSentence[] = [];
  const postings: TwinIndex["postings"] = new Map();
  for (const other of others)
    for (const sentence of comparedSentences(other.markdown, matcher)) {
      const counts = countWords(sentence.masked);
      const id = sentences.push({ ...sentence, slug: other.slug, counts }) - 1;
      for (const [word, count] of counts) {
        const list = postings.get(word) ?? [];
        list.push({ sentence: id, count });
        postings.set(word, list);
      }
    }
  return { sentences, postings };
}

export interface TwinMatch {
  sentence: string;
  twin: string;
  slug: string;
  similarity: number;
}

/**
 * The most similar sentence of the index at or above `threshold`, if any. Candidates are only sentences whose
 * length and shared words (an upper bound of the LCS) allow the threshold.
 */
export function nearestTwin(
  sentence: ComparedSentence,
  index: TwinIndex,
  threshold: number = EDITOR_GATE.nearTwinSimilarity,
  skipSlug?: string,
): TwinMatch | undefined {
  const a = sentence.masked;
  const shared = new Map<number, number>();
  for (const [word, count] of countWords(a))
    for (const posting of index.postings.get(word) ?? [])
      shared.set(posting.sentence, (shared.get(posting.sentence) ?? 0) + Math.min(count, posting.count));
  let best: TwinMatch | undefined;
  for (const [id, common] of shared) {
    const other = index.sentences[id] as IndexedSentence;
    if (skipSlug !== undefined && other.slug === skipSlug) continue;
    const total = a.length + other.masked.length;
    // 2 x LCS <= 2 x shared words, and 2 x LCS <= 2 x the shorter length.
    const bound = (2 * Math.min(common, a.length, other.masked.length)) / total;
    if (bound + 1e-12 < threshold || (best && bound <= best.similarity)) continue;
    const score = (2 * lcsLength(a, other.masked)) / total;
    if (score + 1e-12 >= threshold && (!best || score > best.similarity))
      best = { sentence: sentence.text, twin: other.text, slug: other.slug, similarity: score };
  }
  return best;
}

export interface NearTwinResult {
  /** Sentences compared (prose, nearTwinMinWords+ words). */
  sentences: number;
  /** Of those, sentences with a near-twin on another page. */
  twinned: number;
  share: number;
  /** The most similar pair found. */
  worst?: TwinMatch;
  matches: TwinMatch[];
}

export function nearTwins(
  markdown: string,
  others: readonly { slug: string; markdown: string }[] | TwinIndex,
  matcher: PhraseMatcher,
  /** The page's own slug: its earlier versions in `others` are not compared. */
  skipSlug?: string,
): NearTwinResult {
  const index = Array.isArray(others) ? twinIndex(others, matcher) : (others as TwinIndex);
  const sentences = comparedSentences(markdown, matcher);
  const matches: TwinMatch[] = [];
  for (const sentence of sentences) {
    const match = nearestTwin(sentence, index, EDITOR_GATE.nearTwinSimilarity, skipSlug);
    if (match) matches.push(match);
  }
  const worst = matches.reduce<TwinMatch | undefined>((a, b) => (!a || b.similarity > a.similarity ? b : a), undefined);
  return {
    sentences: sentences.length,
    twinned: matches.length,
    share: sentences.length === 0 ? 0 : matches.length / sentences.length,
    ...(worst ? { worst } : {}),
    matches,
  };
}
