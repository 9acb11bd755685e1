/**
 * The editor gate over the generated pages (npm run eval:pages): every check's figures across the pages, a
 * PASS/FAIL line per page with the gate's own failure message, and the figures as JSON so a run can be
 * compared with an earlier one (--json, --before).
 */
import type { EditorGateTaskInput } from "../../../services/src/pages/cpu-tasks";
import {
  describeFailures,
  type EditorGateResult,
  type GateCheck,
  type GateCheckName,
} from "../../../services/src/pages/quality/editor-gate/editor-gate";
import type { EditorGateData } from "../../../services/src/pages/quality/editor-gate/load-gate-data";
import { EDITOR_GATE } from "../../../services/src/pages/quality/editor-gate/thresholds";
import type { GeneratedPage } from "./evaluate";

/** Each page's gate input: the other generated pages are its "others". */
export function gateInputs(pages: readonly GeneratedPage[], data: EditorGateData): EditorGateTaskInput[] {
  const all = pages.map((p) => ({ slug: p.form.slug, markdown: p.form.markdown }));
  return pages.map((page, i) => ({
    markdown: page.form.markdown,
    slug: page.form.slug,
    topic: { painPoint: page.topic.painPoint, context: page.topic.context, demographic: page.topic.demographic },
    others: all.filter((_, j) => j !== i),
    moves: data.moves,
    knowledge: data.knowledge,
    topicPhrases: data.topicPhrases,
  }));
}

export interface GatedPage {
  slug: string;
  passed: boolean;
  failures: string;
  checks: GateCheck[];
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const stats = (values: number[]) => ({
  min: values.length ? Math.min(...values) : 0,
  median: median(values),
  max: values.length ? Math.max(...values) : 0,
  total: values.reduce((a, b) => a + b, 0),
});

export function summariseGate(pages: readonly { slug: string }[], results: readonly EditorGateResult[]) {
  const gated: GatedPage[] = results.map((result, i) => ({
    slug: pages[i]?.slug ?? `page-${i}`,
    passed: result.passed,
    failures: describeFailures(result),
    checks: result.checks,
  }));
  const check = (name: GateCheckName) => gated.map((g) => g.checks.find((c) => c.check === name) as GateCheck);
  const figure = (name: GateCheckName, key?: string) =>
    check(name).map((c) => (key ? (c.figures[key] ?? 0) : c.figure));
  const failing = (name: GateCheckName) => check(name).filter((c) => !c.passed).length;
  const names: GateCheckName[] = ["near-twins", "density", "spelling", "contradictions", "denied-moves", "sources"];
  return {
    pages: gated.length,
    passed: gated.filter((g) => g.passed).length,
    failingByCheck: Object.fromEntries(names.map((n) => [n, failing(n)])) as Record<GateCheckName, number>,
    nearTwinShare: stats(figure("near-twins")),
    painPointShare: stats(figure("density", "painPointShare")),
    audienceMentions: stats(figure("density", "audienceMentions")),
    placeMentions: stats(figure("density", "placeMentions")),
    spellingErrors: stats(figure("spelling")),
    contradictions: stats(figure("contradictions")),
    deniedMoves: stats(figure("denied-moves", "denied")),
    unknownMoves: stats(figure("denied-moves", "unknown")),
    routineMoves: stats(figure("denied-moves", "moves")),
    sources: stats(figure("sources")),
    gated,
  };
}

export type GateSummary = ReturnType<typeof summariseGate>;

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const range = (s: { min: number; median: number; max: number }, f: (n: number) => string = String) =>
  `min ${f(s.min)}, median ${f(s.median)}, max ${f(s.max)}`;

/** A page's figures on one line, a failing check marked with "x". */
function figuresLine(page: GatedPage): string {
  const c = Object.fromEntries(page.checks.map((check) => [check.check, check])) as Record<GateCheckName, GateCheck>;
  const mark = (check: GateCheck) => (check.passed ? "" : " x");
  const d = c.density.figures;
  return [
    `twins ${pct(c["near-twins"].figure)}${mark(c["near-twins"])}`,
    `pain ${pct(d.painPointShare ?? 0)} audience ${d.audienceMentions} place ${d.placeMentions}${mark(c.density)}`,
    `spelling ${c.spelling.figure}${mark(c.spelling)}`,
    `contradictions ${c.contradictions.figure}${mark(c.contradictions)}`,
    `moves ${c["denied-moves"].figures.moves} (denied ${c["denied-moves"].figures.denied}, unknown ${c["denied-moves"].figures.unknown})${mark(c["denied-moves"])}`,
    `sources ${c.sources.figure}${mark(c.sources)}`,
  ].join(" | ");
}

export function formatGate(s: GateSummary, show = 10): string {
  const f = s.failingByCheck;
  const lines = [
    `Editor gate: ${s.passed} of ${s.pages} pages PASS, ${s.pages - s.passed} FAIL`,
    `  near-twins (share of prose sentences with a near-twin, at most ${pct(EDITOR_GATE.nearTwinMaxShare)}): median ${pct(s.nearTwinShare.median)}, max ${pct(s.nearTwinShare.max)}; failing ${f["near-twins"]}`,
    `  density: pain point ${range(s.painPointShare, pct)} (at most ${pct(EDITOR_GATE.painPointMaxShare)}); audience mentions ${range(s.audienceMentions)}, place mentions ${range(s.placeMentions)} (at most ${EDITOR_GATE.audienceMaxMentions}/${EDITOR_GATE.placeMaxMentions}); failing ${f.density}`,
    `  spelling and grammar errors: ${s.spellingErrors.total} in all, max ${s.spellingErrors.max} on a page; failing ${f.spelling}`,
    `  contradictions of the place: ${s.contradictions.total} in all, max ${s.contradictions.max} on a page; failing ${f.contradictions}`,
    `  routine: moves per page ${range(s.routineMoves)}; denied moves ${s.deniedMoves.total}, moves not in the library ${s.unknownMoves.total}; failing ${f["denied-moves"]}`,
    `  sources per page: ${range(s.sources)} (at least ${EDITOR_GATE.minSources}); failing ${f.sources}`,
  ];
  for (const page of s.gated.slice(0, show))
    lines.push(`  ${page.passed ? "PASS" : "FAIL"} /pages/${page.slug}: ${figuresLine(page)}`);
  if (s.gated.length > show) lines.push(`  ... ${s.gated.length - show} more pages (all in --json)`);
  const failed = s.gated.find((g) => !g.passed);
  if (failed) lines.push(`  as the step log says it, /pages/${failed.slug}: ${failed.failures}`);
  return lines.join("\n");
}

/** The figures compared with an earlier run's JSON (--before): each line "figure: before -> now". */
export function compareGate(now: GateSummary, before: Omit<GateSummary, "gated">): string {
  const rows: [string, number, number, (n: number) => string][] = [
    ["pages passing", before.passed, now.passed, String],
    ["near-twin share, median", before.nearTwinShare.median, now.nearTwinShare.median, pct],
    ["near-twin share, max", before.nearTwinShare.max, now.nearTwinShare.max, pct],
    ["pain point share, max", before.painPointShare.max, now.painPointShare.max, pct],
    ["audience mentions, max", before.audienceMentions.max, now.audienceMentions.max, String],
    ["place mentions, max", before.placeMentions.max, now.placeMentions.max, String],
    ["spelling errors, total", before.spellingErrors.total, now.spellingErrors.total, String],
    ["contradictions, total", before.contradictions.total, now.contradictions.total, String],
    ["denied moves, total", before.deniedMoves.total, now.deniedMoves.total, String],
    ["sources per page, min", before.sources.min, now.sources.min, String],
  ];
  return [
    `Compared with the earlier run (${before.pages} pages):`,
    ...rows.map(([name, a, b, f]) => `  ${name}: ${f(a)} -> ${f(b)}`),
  ].join("\n");
}
