/**
 * Words that contradict the page's place: the topic matrix's `conflicts` of the context (regular expressions)
 * plus this reviewed list, by context id. A desk on the commute, a sofa at the office, a lunch break on a night
 * shift: a reader notices at once that the page was not written for them.
 */
import type { Topic } from "../../generation/types";

/** What never belongs on a page about each place (case-insensitive regular expressions, whole words). */
export const PLACE_CONTRADICTIONS: Readonly<Record<string, readonly string[]>> = {
  "office-desk": [
    "\\bsofa\\b",
    "\\bcouch\\b",
    "\\btv\\b",
    "\\btelevision\\b",
    "\\bon the (?:train|bus|tube)\\b",
    "\\byour (?:own )?kitchen\\b",
  ],
  "home-office": [
    "\\bcommut(?:e|es|ing|er|ers)\\b",
    "\\bon the (?:train|bus|tube)\\b",
    "\\bmeeting room\\b",
    "\\bopen[- ]plan\\b",
    "\\bhot[- ]?desk",
    "\\boffice kitchen\\b",
  ],
  "standing-desk": [
    "\\bsit down on the sofa\\b",
    "\\bsofa\\b",
    "\\bcouch\\b",
    "\\btv\\b",
    "\\btelevision\\b",
    "\\blie (?:down )?on the floor\\b",
    "\\bon the (?:train|bus|tube)\\b",
  ],
  "long-meetings": [
    "\\btv\\b",
    "\\btelevision\\b",
    "\\bsofa\\b",
    "\\bcouch\\b",
    "\\blie (?:down )?on the floor\\b",
    "\\bget down on the floor\\b",
    "\\bon the (?:train|bus|tube)\\b",
  ],
  commute: [
    // A desk job is fine (the reader commutes to one); a desk at hand is not.
    "\\bdesks?\\b(?! ?(?:jobs?|work|workers?)\\b)",
    "\\bmonitors?\\b",
    "\\btv\\b",
    "\\btelevision\\b",
    "\\bsofa\\b",
    "\\bcouch\\b",
    "\\bstanding desk\\b",
    "\\boffice chair\\b",
    "\\blie (?:down )?on the floor\\b",
  ],
  "night-shift": [
    "\\blunch break\\b",
    "\\blunch hour\\b",
    "\\bnine[- ]to[- ]five\\b",
    "\\b9[- ]to[- ]5\\b",
    "\\boffice hours\\b",
    "\\bmorning commute\\b",
  ],
  "coworking-space": ["\\bhome office\\b", "\\btv\\b", "\\btelevision\\b", "\\bon the (?:train|bus|tube)\\b"],
};

export interface Contradiction {
  /** The words as written on the page. */
  found: string;
  /** The pattern that found them. */
  pattern: string;
  /** Where: the matrix's conflicts or the gate's list. */
  from: "matrix" | "gate";
}

const compiled = new Map<string, RegExp>();
const regex = (source: string) => {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, "gi");
    compiled.set(source, re);
  }
  re.lastIndex = 0;
  return re;
};

/** Every contradiction of the place in the text: all occurrences, words found by two patterns counted once. */
export function contradictionsIn(text: string, context: Pick<Topic["context"], "id" | "conflicts">): Contradiction[] {
  const out: Contradiction[] = [];
  const lists = [
    { from: "matrix" as const, patterns: context.conflicts },
    { from: "gate" as const, patterns: PLACE_CONTRADICTIONS[context.id] ?? [] },
  ];
  const spans: [number, number][] = [];
  for (const { from, patterns } of lists)
    for (const pattern of patterns)
      for (const match of text.matchAll(regex(pattern))) {
        const start = match.index;
        const end = start + match[0].length;
        if (!match[0] || spans.some(([a, b]) => start < b && a < end)) continue;
        spans.push([start, end]);
        out.push({ found: match[0], pattern, from });
      }
  return out;
}
