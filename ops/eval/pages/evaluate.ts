import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import type {
  ExerciseCatalog,
  MatchedExercises,
  Topic,
  TopicKeywords,
  TopicMatrix,
} from "../../../services/src/pages/generation/types";
import {
  factIssues,
  type KeywordTargets,
  keywordShares,
  PAGE_RULES,
  sentencePageCounts,
} from "../../../services/src/pages/quality/page-rules";
import { readingGrade, wordCount } from "../../../services/src/pages/quality/text-measures";
import { coherenceIssues, exerciseFitIssues } from "../../../services/src/pages/quality/topic-rules";
import { posterLayoutFor } from "../../../services/src/pages/workflow/steps/create-media";

export interface GeneratedPage {
  topic: Topic;
  keywords: TopicKeywords;
  exercises: MatchedExercises;
  form: LandingPageForm;
  /** Drafts the quality check needed (1 = passed first time). */
  attempts: number;
}

export const keywordTargets = (topic: Topic, keywords: TopicKeywords): KeywordTargets => ({
  primary: keywords.primary,
  secondary: keywords.secondary,
  painPoint: topic.painPoint.label,
  audience: topic.demographic.label,
  place: topic.context.phrase,
});

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

export function evaluatePages(
  pages: GeneratedPage[],
  context: {
    runs: number;
    failures: { run: number; step: string; message: string }[];
    matrix: TopicMatrix;
    catalog: ExerciseCatalog;
  },
) {
  const tags = new Map(context.catalog.workouts.map((w) => [w.id, w.tags]));
  const densities = pages.map((page) => {
    const shares = keywordShares(page.form.markdown, keywordTargets(page.topic, page.keywords));
    const top = shares.reduce((a, b) => (b.share > a.share ? b : a), { phrase: "", share: 0, count: 0, limit: 0 });
    return { slug: page.form.slug, top, over: shares.filter((s) => s.share > s.limit + 1e-9) };
  });
  const counts = sentencePageCounts(pages.map((p) => p.form.markdown));
  const reused = [...counts].filter(([, n]) => n > PAGE_RULES.maxOtherPagesPerSentence + 1).sort((a, b) => b[1] - a[1]);
  const coherence = pages.flatMap((page) =>
    coherenceIssues(page.topic, context.matrix, { ...page.form, markdown: page.form.markdown }).map((issue) => ({
      slug: page.form.slug,
      message: issue.message,
    })),
  );
  const fit = pages.flatMap((page) =>
    exerciseFitIssues(page.topic, page.exercises, (id) => tags.get(id)).map((issue) => ({
      slug: page.form.slug,
      message: issue.message,
    })),
  );
  const facts = pages.flatMap((page) => factIssues(page.form.markdown).map((i) => ({ slug: page.form.slug, ...i })));
  const words = pages.map((page) => wordCount(page.form.markdown));
  const layouts = new Map<string, number>();
  for (const page of pages)
    layouts.set(posterLayoutFor(page.topic), (layouts.get(posterLayoutFor(page.topic)) ?? 0) + 1);
  const grades = pages.map((page) => readingGrade(page.form.markdown));
  const shares = densities.map((d) => d.top.share);
  return {
    runs: context.runs,
    published: pages.length,
    failures: context.failures,
    firstAttempt: pages.filter((p) => p.attempts === 1).length,
    density: {
      max: Math.max(0, ...shares),
      p95: quantile(shares, 0.95),
      worst: densities.reduce<(typeof densities)[number] | undefined>(
        (a, b) => (!a || b.top.share > a.top.share ? b : a),
        undefined,
      ),
      pagesOver: densities.filter((d) => d.over.length > 0).length,
    },
    reuse: { maxPages: reused[0]?.[1] ?? Math.max(0, ...counts.values()), sentences: reused },
    coherence,
    fit,
    facts,
    words: {
      min: Math.min(...words),
      mean: words.reduce((a, b) => a + b, 0) / Math.max(1, words.length),
      max: Math.max(...words),
    },
    layouts,
    grade: { mean: grades.reduce((a, b) => a + b, 0) / Math.max(1, grades.length), max: Math.max(...grades) },
  };
}

const pct = (share: number) => `${(share * 100).toFixed(2)}%`;

export function formatEvaluation(e: ReturnType<typeof evaluatePages>, elapsedMs: number): string {
  const lines = [
    `Generated pages: ${e.published} of ${e.runs} runs published (${pct(e.published / Math.max(1, e.runs))} passing the quality check), ${e.firstAttempt} on the first draft, in ${(elapsedMs / 1000).toFixed(1)} s`,
    `Keyword density (largest checked phrase per page): max ${pct(e.density.max)}, p95 ${pct(e.density.p95)}; pages over a limit: ${e.density.pagesOver}${e.density.worst ? ` (worst: "${e.density.worst.top.phrase}" ${e.density.worst.top.count} times on ${e.density.worst.slug})` : ""}`,
    `Cross-page sentence reuse (8+ words, disclaimer excluded): most pages sharing one sentence: ${e.reuse.maxPages}; sentences on more than ${PAGE_RULES.maxOtherPagesPerSentence + 1} pages: ${e.reuse.sentences.length}`,
    `Topic coherence failures: ${e.coherence.length} (pages: ${new Set(e.coherence.map((c) => c.slug)).size})`,
    `Exercise-fit failures: ${e.fit.length} (pages: ${new Set(e.fit.map((c) => c.slug)).size})`,
    `Unsourced or unknown statistics: ${e.facts.length}`,
    `Words: min ${e.words.min}, mean ${Math.round(e.words.mean)}, max ${e.words.max}; reading grade (Flesch-Kincaid): mean ${e.grade.mean.toFixed(1)}, max ${e.grade.max.toFixed(1)}`,
  ];
  lines.push(`Poster layouts: ${[...e.layouts].map(([layout, n]) => `${layout} ${n}`).join(", ")}`);
  for (const [sentence, n] of e.reuse.sentences.slice(0, 5)) lines.push(`  reused on ${n} pages: "${sentence}"`);
  for (const c of e.coherence.slice(0, 5)) lines.push(`  coherence: ${c.slug}: ${c.message}`);
  for (const f of e.fit.slice(0, 5)) lines.push(`  fit: ${f.slug}: ${f.message}`);
  for (const f of e.facts.slice(0, 3)) lines.push(`  facts: ${f.slug}: ${f.message}`);
  const kinds = new Map<string, number>();
  for (const f of e.failures)
    for (const part of f.message.split("; ")) {
      const kind = `${f.step}: ${part
        .replace(/"[^"]*"/g, '"…"')
        .replace(/\d+(\.\d+)?/g, "N")
        .slice(0, 90)}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8)) lines.push(`  failures x${n}: ${kind}`);
  for (const f of e.failures.slice(0, 5)) lines.push(`  run ${f.run} failed at ${f.step}: ${f.message.slice(0, 300)}`);
  return lines.join("\n");
}
