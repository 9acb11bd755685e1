/**
 * npm run eval:pages [-- --pages 100 --show 3 --out dir --json figures.json --before earlier.json]: generates
 * pages with the real 8 steps (template generator, media rendered in the CPU pool, quality check, publish) on a
 * fresh in-memory database seeded from ops/seed, then reads them as an editor would: keyword density, sentences
 * shared across pages, topic coherence, exercise fit, words, reading level and the share passing the check; then
 * runs the editor gate (services/src/pages/quality/editor-gate, the CPU pool's `editorGate` task) on every page
 * against the others: each check's figures and a PASS/FAIL per page. Exits 1 when a page fails the gate.
 * --json writes the gate's figures and results; --before prints them next to an earlier --json file's.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
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
import { loadEditorGateData } from "../../../services/src/pages/quality/editor-gate/load-gate-data";
import { posterKey } from "../../../services/src/pages/social-posters";
import { landingPageSteps } from "../../../services/src/pages/workflow/landing-page-steps";
import type { LandingPageOutputs } from "../../../services/src/pages/workflow/step-context";
import { createCpuPool } from "../../../services/src/workers/cpu-pool";
import { evaluatePages, formatEvaluation, type GeneratedPage } from "./evaluate";
import { compareGate, formatGate, type GateSummary, gateInputs, summariseGate } from "./gate-report";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "100" },
    show: { type: "string", default: "3" },
    out: { type: "string" },
    json: { type: "string" },
    before: { type: "string" },
    "show-gate": { type: "string", default: "10" },
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
        // What the runner commits with the step's event (the published page): later runs see it.
        const commit = result.commit;
        if (commit) await handle.db.transaction().execute((trx) => commit(trx));
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
  const gateStarted = Date.now();
  const gateData = await loadEditorGateData(seedDir, matrix);
  const gateResults = [];
  for (const input of gateInputs(pages, gateData)) gateResults.push(await cpu.run("editorGate", input));
  const gate = summariseGate(
    pages.map((p) => ({ slug: p.form.slug })),
    gateResults,
  );
  console.log(`\n${formatGate(gate, Number(values["show-gate"]))}`);
  console.log(`  (gate run in the CPU pool in ${((Date.now() - gateStarted) / 1000).toFixed(1)} s)`);
  if (values.before) {
    const before = JSON.parse(await readFile(values.before, "utf8")) as { summary: Omit<GateSummary, "gated"> };
    console.log(`\n${compareGate(gate, before.summary)}`);
  }
  if (values.json) {
    const { gated, ...summary } = gate;
    await writeFile(
      values.json,
      `${JSON.stringify({ generatedAt: new Date().toISOString(), summary, pages: gated }, null, 2)}\n`,
    );
  }
  if (gate.passed < gate.pages) process.exitCode = 1;
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
