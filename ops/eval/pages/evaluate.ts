import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import type {
  ExerciseCatalog,
  MatchedExercises,
  Topic,
  TopicKeywords,
  TopicMatrix,
} from "../../../services/src/pages/generation/types";
import { factIssues } from "../../../services/src/pages/quality/page-rules";
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
  return {
    runs: context.runs,
    published: pages.length,
    failures: context.failures,
    firstAttempt: pages.filter((p) => p.attempts === 1).length,
    moves: pages.map((page) => page.exercises.locations.reduce((n, l) => n + l.workouts.length, 0)),
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
    `Moves per routine: min ${Math.min(...e.moves)}, max ${Math.max(...e.moves)} (the hero names the same number)`,
    `Topic coherence failures: ${e.coherence.length} (pages: ${new Set(e.coherence.map((c) => c.slug)).size})`,
    `Exercise-fit failures: ${e.fit.length} (pages: ${new Set(e.fit.map((c) => c.slug)).size})`,
    `Unsourced or unknown statistics: ${e.facts.length}`,
    `Words: min ${e.words.min}, mean ${Math.round(e.words.mean)}, max ${e.words.max}; reading grade (Flesch-Kincaid): mean ${e.grade.mean.toFixed(1)}, max ${e.grade.max.toFixed(1)}`,
  ];
  lines.push(`Poster layouts: ${[...e.layouts].map(([layout, n]) => `${layout} ${n}`).join(", ")}`);
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
