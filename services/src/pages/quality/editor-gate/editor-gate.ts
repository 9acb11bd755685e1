/**
 * The editor gate: what a generated landing page's Markdown must pass before it is published, read as an editor
 * would read it. Six checks, each with a figure and a message an operator can act on:
 *
 * - near-twins: few prose sentences are another page's sentence with the topic swapped
 * - density: the pain point, audience and place are not repeated past natural use (every synonym counted)
 * - spelling: no spelling, article or repeated-word errors (retext; the checker is passed in, see language.ts)
 * - contradictions: nothing that contradicts the place (a desk on the commute)
 * - denied-moves: every routine move is a move of the library, none avoided for the pain point, 3 to 6 of them
 * - sources: 2 or more, every link among the pain point's knowledge sources
 *
 * Pure: everything it reads is in its input (the CPU pool runs it with the real spelling checker, cpu-tasks.ts).
 */
import type { Topic } from "../../generation/types";
import { plainText, wordsIn } from "../text-measures";
import { contradictionsIn } from "./contradictions";
import { describeLanguageIssue, type LanguageChecker, languageText } from "./language-text";
import { nearTwins, type TwinIndex, twinIndex } from "./near-twins";
import { parsePage, ROUTINE_HEADING, SOURCES_HEADING, withoutSections } from "./page-sections";
import { findMentions, type Mention, type PhraseMatcher, phraseMatcher, topicNames } from "./phrases";
import { EDITOR_GATE } from "./thresholds";

export type GateCheckName = "near-twins" | "density" | "spelling" | "contradictions" | "denied-moves" | "sources";

export interface GateCheck {
  check: GateCheckName;
  passed: boolean;
  /** The check's main figure (share of twinned sentences, pain point share, errors, contradictions, bad moves, sources). */
  figure: number;
  /** What was found and, on failure, what to change. */
  detail: string;
  /** The check's other figures, for reports (mentions per group, moves in the routine...). */
  figures: Record<string, number>;
}

export interface EditorGateResult {
  passed: boolean;
  checks: GateCheck[];
}

/** What the gate needs of a workout's movement instructions. */
export interface MoveFacts {
  movement: string;
  /** Pain point ids it must never be prescribed for. */
  avoid: readonly string[];
}

/** Movement instructions by workout title: a map or record (structured-cloneable, for the CPU pool) or a function. */
export type MoveLookup =
  | ReadonlyMap<string, MoveFacts>
  | Readonly<Record<string, MoveFacts>>
  | ((title: string) => MoveFacts | undefined);

/** A pain point's knowledge as the gate reads it (PainPointKnowledge of shared/contracts). */
export interface KnowledgeSources {
  id: string;
  sources: readonly { url: string; title?: string; publisher?: string }[];
}

type TopicEntries = Pick<Topic, "painPoint" | "context" | "demographic">;

export interface EditorGateInput {
  markdown: string;
  /** The page's slug: others with the same slug are not compared with it. */
  slug?: string;
  /** Whose knowledge sources and avoided moves apply (default: the topic's pain point id). */
  painPointId?: string;
  topic: TopicEntries;
  /** Pages already published (or generated in the same batch). */
  others: readonly { slug: string; markdown: string }[];
  moves: MoveLookup;
  /** Every pain point's knowledge, or only this page's. */
  knowledge: readonly KnowledgeSources[];
  /** The phrases masked before sentences are compared (topicPhrasesOf: the matrix's and the move titles). */
  topicPhrases: readonly string[];
}

export interface EditorGateTools {
  /** The spelling and grammar checker (language.ts `languageChecker()` in the CPU pool). */
  language: LanguageChecker;
  /** The others, indexed once when many pages are checked against the same set (their slugs are still skipped). */
  index?: TwinIndex;
  /** The topic phrases, compiled once. */
  matcher?: PhraseMatcher;
}

const percent = (share: number, digits = 0) => `${(share * 100).toFixed(digits)} %`;
const quote = (text: string, max = 90) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function lookupMove(moves: MoveLookup, title: string): MoveFacts | undefined {
  if (typeof moves === "function") return moves(title);
  if (moves instanceof Map) {
    const exact = moves.get(title);
    if (exact) return exact;
    const lower = title.toLowerCase();
    for (const [key, value] of moves) if (key.toLowerCase() === lower) return value;
    return undefined;
  }
  const record = moves as Readonly<Record<string, MoveFacts>>;
  if (Object.hasOwn(record, title)) return record[title];
  const key = Object.keys(record).find((k) => k.toLowerCase() === title.toLowerCase());
  return key ? record[key] : undefined;
}

export function nearTwinCheck(
  input: Pick<EditorGateInput, "markdown" | "slug" | "others">,
  matcher: PhraseMatcher,
  index?: TwinIndex,
): GateCheck {
  const result = nearTwins(input.markdown, index ?? twinIndex(input.others, matcher), matcher, input.slug);
  const passed = result.share <= EDITOR_GATE.nearTwinMaxShare + 1e-9;
  const head = `${result.twinned} of ${plural(result.sentences, "sentence")} (${percent(result.share)}) of ${EDITOR_GATE.nearTwinMinWords}+ words`;
  const example = result.worst
    ? `; closest: ${quote(result.worst.sentence)} ~ /pages/${result.worst.slug} ${quote(result.worst.twin)} (${result.worst.similarity.toFixed(2)})`
    : "";
  return {
    check: "near-twins",
    passed,
    figure: result.share,
    figures: { sentences: result.sentences, twinned: result.twinned },
    detail: passed
      ? `${head} have a near-twin on another page${example}`
      : `${head} share a frame with other pages, at most ${percent(EDITOR_GATE.nearTwinMaxShare)}${example}: rewrite them in this page's own words, not another page's with the topic swapped`,
  };
}

const mostUsed = (mentions: readonly Mention[]) => {
  const counts = new Map<string, number>();
  for (const m of mentions) counts.set(m.phrase, (counts.get(m.phrase) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([phrase, n]) => `"${phrase}" x${n}`)
    .join(", ");
};

/** Mentions of each of the topic's names on the page (every synonym, longest first, no word counted twice). */
export function topicMentions(markdown: string, topic: TopicEntries) {
  const words = wordsIn(plainText(markdown));
  const names = topicNames(topic);
  return {
    words: words.length,
    painPoint: findMentions(words, phraseMatcher(names.painPoint)),
    audience: findMentions(words, phraseMatcher(names.audience)),
    place: findMentions(words, phraseMatcher(names.place)),
  };
}

export function densityCheck(markdown: string, topic: TopicEntries): GateCheck {
  // The routine's steps name the body part they move ("relax your shoulders"): that is teaching, not naming the
  // topic, so mentions inside the routine are not counted; its words still count as words of the page. The
  // sources' titles are citations, left out of both.
  const outside = topicMentions(withoutSections(markdown, ["routine", "sources"]), topic);
  const m = { ...outside, words: topicMentions(withoutSections(markdown, ["sources"]), topic).words };
  const share = m.painPoint.length / Math.max(1, m.words);
  const allowedPain = Math.floor(EDITOR_GATE.painPointMaxShare * m.words);
  const over: string[] = [];
  if (share > EDITOR_GATE.painPointMaxShare + 1e-9)
    over.push(
      `${topic.painPoint.label} or its area ${m.painPoint.length} times in ${m.words} words (${percent(share, 1)}, at most ${percent(EDITOR_GATE.painPointMaxShare)}: ${allowedPain}) (${mostUsed(m.painPoint)})`,
    );
  if (m.audience.length > EDITOR_GATE.audienceMaxMentions)
    over.push(
      `the audience (${topic.demographic.label}) ${m.audience.length} times, at most ${EDITOR_GATE.audienceMaxMentions} (${mostUsed(m.audience)})`,
    );
  if (m.place.length > EDITOR_GATE.placeMaxMentions)
    over.push(
      `the place (${topic.context.phrase}) ${m.place.length} times, at most ${EDITOR_GATE.placeMaxMentions} (${mostUsed(m.place)})`,
    );
  return {
    check: "density",
    passed: over.length === 0,
    figure: share,
    figures: {
      words: m.words,
      painPointMentions: m.painPoint.length,
      painPointShare: share,
      audienceMentions: m.audience.length,
      placeMentions: m.place.length,
    },
    detail:
      over.length === 0
        ? `pain point ${m.painPoint.length} times (${percent(share, 1)} of ${m.words} words), audience ${m.audience.length}, place ${m.place.length}`
        : `${over.join("; ")}: say "it", "this", "here" or nothing where a reader already knows`,
  };
}

export function spellingCheck(markdown: string, language: LanguageChecker): GateCheck {
  // Source titles and publishers are cited as published ("Centre", "factsheet"): only the page's own words count.
  const issues = language(languageText(withoutSections(markdown, ["sources"])));
  const passed = issues.length <= EDITOR_GATE.maxLanguageErrors;
  const kinds = { spelling: 0, article: 0, "repeated-word": 0 };
  for (const issue of issues) kinds[issue.kind]++;
  const listed = [...new Set(issues.map(describeLanguageIssue))];
  return {
    check: "spelling",
    passed,
    figure: issues.length,
    figures: {
      errors: issues.length,
      spelling: kinds.spelling,
      articles: kinds.article,
      repeated: kinds["repeated-word"],
    },
    detail: passed
      ? "no spelling, article or repeated-word errors"
      : `${plural(issues.length, "error")}: ${listed.slice(0, 6).join(", ")}${listed.length > 6 ? ", …" : ""} (fix the text, or add a real word to editor-gate/allow-list.ts with why it is fine)`,
  };
}

export function contradictionCheck(markdown: string, topic: Pick<TopicEntries, "context">): GateCheck {
  const text = plainText(withoutSections(markdown, ["sources"]));
  const found = contradictionsIn(text, topic.context);
  const words = [...new Set(found.map((f) => f.found.toLowerCase()))];
  return {
    check: "contradictions",
    passed: found.length <= EDITOR_GATE.maxContradictions,
    figure: found.length,
    figures: { contradictions: found.length },
    detail:
      found.length === 0
        ? `nothing contradicts ${topic.context.phrase}`
        : `${found.length === 1 ? "1 mention contradicts" : `${found.length} mentions contradict`} ${topic.context.phrase}: ${words
            .slice(0, 6)
            .map((w) => `"${w}"`)
            .join(", ")}: a reader there has none of these; remove them or choose moves and tips that fit the place`,
  };
}

export function deniedMovesCheck(markdown: string, painPointId: string, moves: MoveLookup): GateCheck {
  const routine = parsePage(markdown).routine;
  if (!routine)
    return {
      check: "denied-moves",
      passed: false,
      figure: 0,
      figures: { moves: 0, unknown: 0, denied: 0 },
      detail: `no routine: the page needs a "## ${ROUTINE_HEADING} ..." section with "### 1. <Move title>" per move`,
    };
  const unknown: string[] = [];
  const denied: string[] = [];
  for (const move of routine.moves) {
    const facts = lookupMove(moves, move.title);
    if (!facts) unknown.push(move.title);
    else if (facts.avoid.includes(painPointId)) denied.push(`${move.title} (${facts.movement})`);
  }
  const count = routine.moves.length;
  const problems: string[] = [];
  if (count < EDITOR_GATE.routineMinMoves || count > EDITOR_GATE.routineMaxMoves)
    problems.push(
      `the routine has ${plural(count, "move")}, ${EDITOR_GATE.routineMinMoves} to ${EDITOR_GATE.routineMaxMoves} are needed`,
    );
  if (unknown.length > 0)
    problems.push(`not in the movement library: ${unknown.join(", ")} (use the workout's exact title)`);
  if (denied.length > 0)
    problems.push(`never to be prescribed for ${painPointId}: ${denied.join(", ")} (choose another move)`);
  return {
    check: "denied-moves",
    passed: problems.length === 0,
    figure: unknown.length + denied.length,
    figures: { moves: count, unknown: unknown.length, denied: denied.length },
    detail:
      problems.length === 0
        ? `${plural(count, "move")}, all in the library and fit for ${painPointId}`
        : problems.join("; "),
  };
}

const normaliseUrl = (url: string) => url.trim().replace(/^<|>$/g, "").replace(/\/+$/, "");

export function sourcesCheck(markdown: string, painPointId: string, knowledge: readonly KnowledgeSources[]): GateCheck {
  const section = parsePage(markdown).sources;
  const known = knowledge.find((k) => k.id === painPointId);
  const items = section?.items ?? [];
  const urls = [...new Set(items.flatMap((item) => (item.url ? [normaliseUrl(item.url)] : [])))];
  const allowed = new Set((known?.sources ?? []).map((s) => normaliseUrl(s.url)));
  const unknown = urls.filter((url) => !allowed.has(url));
  const unlinked = items.filter((item) => !item.url);
  const problems: string[] = [];
  if (!section) problems.push(`no "## ${SOURCES_HEADING}" section`);
  else if (urls.length < EDITOR_GATE.minSources)
    problems.push(`${plural(urls.length, "source")} listed, at least ${EDITOR_GATE.minSources} are needed`);
  if (!known) problems.push(`no knowledge for pain point ${painPointId}, so no source can be checked`);
  else if (unknown.length > 0)
    problems.push(`not among ${painPointId}'s knowledge sources: ${unknown.slice(0, 3).join(", ")}`);
  if (unlinked.length > 0) problems.push(`items without a link: ${unlinked.map((i) => quote(i.text, 60)).join(", ")}`);
  return {
    check: "sources",
    passed: problems.length === 0,
    figure: urls.length,
    figures: { sources: urls.length, unknown: unknown.length, unlinked: unlinked.length },
    detail:
      problems.length === 0
        ? `${plural(urls.length, "source")}, all from ${painPointId}'s knowledge`
        : `${problems.join("; ")} (cite only the pain point's knowledge sources, as "1. [title](url), publisher")`,
  };
}

/** Runs every check; `passed` when all pass. */
export function editorGate(input: EditorGateInput, tools: EditorGateTools): EditorGateResult {
  const painPointId = input.painPointId ?? input.topic.painPoint.id;
  const matcher = tools.matcher ?? phraseMatcher(input.topicPhrases);
  const checks = [
    nearTwinCheck(input, matcher, tools.index),
    densityCheck(input.markdown, input.topic),
    spellingCheck(input.markdown, tools.language),
    contradictionCheck(input.markdown, input.topic),
    deniedMovesCheck(input.markdown, painPointId, input.moves),
    sourcesCheck(input.markdown, painPointId, input.knowledge),
  ];
  return { passed: checks.every((c) => c.passed), checks };
}

/** One line for the step log: every failing check with its detail ("" when the page passes). */
export function describeFailures(result: EditorGateResult): string {
  return result.checks
    .filter((c) => !c.passed)
    .map((c) => `${c.check}: ${c.detail}`)
    .join("; ");
}
