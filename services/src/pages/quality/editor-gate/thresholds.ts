/**
 * The editor gate's limits, in one place: the gate (editor-gate.ts), the eval report (ops/eval/pages) and the
 * generators' prompts read these.
 */
export const EDITOR_GATE = {
  /** Prose sentences this long (words as written) or longer are compared with other pages. */
  nearTwinMinWords: 6,
  /** Two masked sentences are near-twins at this word-level similarity, 2 x LCS / (length a + length b), or more. */
  nearTwinSimilarity: 0.75,
  /** At most this share of the page's compared sentences may have a near-twin on another page. */
  nearTwinMaxShare: 0.1,
  /** Mentions of the pain point or its body area (every synonym) per word of the page, at most. */
  painPointMaxShare: 0.02,
  /** Mentions of the audience (label, singular, keywords, variants), at most. */
  audienceMaxMentions: 6,
  /** Mentions of the place (label, phrase, keywords, variants), at most. */
  placeMaxMentions: 6,
  /** Spelling, article and repeated-word findings allowed. */
  maxLanguageErrors: 0,
  /** Words or phrases contradicting the place allowed. */
  maxContradictions: 0,
  /** Moves in the routine. */
  routineMinMoves: 3,
  routineMaxMoves: 6,
  /** Items under "## Sources", each a link among the pain point's knowledge sources. */
  minSources: 2,
} as const;
