/**
 * npm run drill -- [--seed N] [--points N] [--scenarios a,b] [--database-url postgres://...]
 *
 * The chaos drill (docs/fault-drills.md): prints its seed first (a failing seed replays the same kill
 * points), a summary table last, and exits 1 naming the seed and each violated invariant with evidence.
 * The database URL (default DRILL_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL, then the local server's
 * `test` database) is only used to create and drop the drill's own databases.
 */
import { parseArgs } from "node:util";
import { abortDrill, describeViolations, runDrill, SCENARIOS, type ScenarioName, summaryTable } from "./drill";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    points: { type: "string", default: "100" },
    scenarios: { type: "string" },
    "database-url": { type: "string" },
  },
});
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const points = Number(values.points);
if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, not ${values.seed}`);
if (!Number.isInteger(points) || points < 1)
  throw new Error(`--points must be a whole number >= 1, not ${values.points}`);
const scenarios = (values.scenarios?.split(",") ?? [...SCENARIOS]) as ScenarioName[];
for (const name of scenarios) {
  if (!SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}: one of ${SCENARIOS.join(", ")}`);
}
const adminUrl =
  values["database-url"] ??
  process.env.DRILL_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

console.log(`chaos drill: seed ${seed}, ${points} points, scenarios ${scenarios.join(", ")}`);
console.log(
  `replay: npm run drill -- --seed ${seed} --points ${points}${values.scenarios ? ` --scenarios ${values.scenarios}` : ""}`,
);
const startedAt = Date.now();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    console.log(`\n${signal}: the drill stops; its processes are killed and its databases dropped`);
    const scenarios = await abortDrill();
    const partial = {
      seed,
      points,
      durationMs: Date.now() - startedAt,
      scenarios,
      violations: scenarios.flatMap((s) => s.violations),
    };
    console.log(
      `\n${summaryTable(partial)}\n\nINTERRUPTED after ${Math.round(partial.durationMs / 1000)} s (seed ${seed})`,
    );
    if (partial.violations.length > 0) console.log(`violations so far:\n${describeViolations(partial)}`);
    process.exit(130);
  });
}
const report = await runDrill({ seed, points, adminUrl, scenarios });
console.log(`\n${summaryTable(report)}`);
console.log(`\n${report.points} points in ${(report.durationMs / 1000).toFixed(0)} s (seed ${seed})`);
if (report.violations.length > 0) {
  console.log(`\nFAILED: ${report.violations.length} violation(s) with seed ${seed}:\n${describeViolations(report)}`);
  process.exit(1);
}
console.log("\nno invariant violated");
process.exit(0);
