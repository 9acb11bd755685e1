/**
 * npm run eval:pages [-- --pages 100 --show 3 --out dir]: generates pages with the real 8 steps (template
 * generator, media rendered in the CPU pool, quality check, publish) on a fresh in-memory database seeded
 * from ops/seed, then reads them as an editor would: keyword density, sentences shared across pages,
 * topic coherence, exercise fit, words, reading level and the share passing the check.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { STEP_NAMES } from "@movebreak/shared/automation";
import { seedCatalog } from "../../../services/src/catalog/seed-catalog";
import { createDatabase } from "../../../services/src/db/create-database";
import { migrateToLatest } from "../../../services/src/db/migrate";
import { findRepoRoot } from "../../../services/src/lib/repo-root";
import type { PageCpuTasks } from "../../../services/src/pages/cpu-tasks";
import { loadSeedCatalog } from "../../../services/src/pages/generation/exercise-catalog";
import { loadTopicMatrix } from "../../../services/src/pages/generation/load-topic-matrix";
import { templateGenerator } from "../../../services/src/pages/generation/template-generator";
import { findMedia } from "../../../services/src/pages/pages-repo";
import { posterKey } from "../../../services/src/pages/social-posters";
import { landingPageSteps } from "../../../services/src/pages/workflow/landing-page-steps";
import type { LandingPageOutputs } from "../../../services/src/pages/workflow/step-context";
import { createCpuPool } from "../../../services/src/workers/cpu-pool";
import { evaluatePages, formatEvaluation, type GeneratedPage } from "./evaluate";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "100" },
    show: { type: "string", default: "3" },
    out: { type: "string" },
  },
});
const count = Number(values.pages);
const root = findRepoRoot();
const seedDir = join(root, "ops/seed");
const siteUrl = "https://movebreak.example";

const handle = await createDatabase({ kind: "pglite", dataDir: null });
const cpu = createCpuPool<PageCpuTasks>({ timeoutMs: 60_000, size: 1 });
try {
  await migrateToLatest(handle.db.withoutPlugins());
  await seedCatalog(handle.db, seedDir, new Date());
  const matrix = await loadTopicMatrix(join(seedDir, "topic-matrix.json"));
  const catalog = await loadSeedCatalog(seedDir);
  const steps = landingPageSteps({
    db: handle.db,
    matrix: async () => matrix,
    generator: templateGenerator(),
    siteUrl,
    clock: () => new Date(),
    cpu,
  });
  const pages: GeneratedPage[] = [];
  const failures: { run: number; step: string; message: string }[] = [];
  const started = Date.now();
  for (let run = 0; run < count; run++) {
    const outputs: Partial<LandingPageOutputs> = {};
    const signal = new AbortController().signal;
    let failed = false;
    for (const step of STEP_NAMES) {
      try {
        const result = await steps[step]({ runId: `eval-run-${run}`, outputs: outputs as never, signal });
        (outputs as Record<string, unknown>)[step] = result.output;
      } catch (error) {
        failures.push({ run, step, message: (error as Error).message });
        failed = true;
        break;
      }
    }
    if (
      !failed &&
      outputs.quality_check &&
      outputs.select_topic &&
      outputs.research_keywords &&
      outputs.match_exercises
    )
      pages.push({
        topic: outputs.select_topic.topic,
        keywords: outputs.research_keywords.keywords,
        exercises: outputs.quality_check.exercises ?? outputs.match_exercises.exercises,
        form: outputs.quality_check.form,
        attempts: outputs.quality_check.attempts ?? 1,
      });
    if ((run + 1) % 10 === 0) process.stderr.write(`${run + 1}/${count} runs, ${failures.length} failed\n`);
  }
  const evaluation = evaluatePages(pages, { runs: count, failures, matrix, catalog });
  console.log(formatEvaluation(evaluation, Date.now() - started));
  const show = Number(values.show);
  for (const page of pages.slice(0, show)) {
    const list = page.exercises.locations.flatMap((l) => l.workouts.map((w) => `${w.title} (${l.title})`));
    console.log(`\n--- /pages/${page.form.slug}\nTitle: ${page.form.seoTitle}\nHeadline: ${page.form.heroHeadline}`);
    console.log(`Subheadline: ${page.form.heroSubheadline}\nFirst paragraph: ${page.form.markdown.split("\n\n")[0]}`);
    console.log(`Exercises: ${list.join("; ")}`);
  }
  if (values.out) {
    await mkdir(values.out, { recursive: true });
    for (const page of pages) await writeFile(join(values.out, `${page.form.slug}.md`), page.form.markdown);
    for (const page of pages.slice(0, 4)) {
      const poster = await findMedia(handle.db, posterKey(page.form.slug));
      if (poster) await writeFile(join(values.out, `${posterKey(page.form.slug)}.png`), poster.bytes);
    }
  }
} finally {
  await cpu.destroy();
  await handle.close();
}
