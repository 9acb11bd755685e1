/** Where a benchmark writes its result: results/run-<date>.json always, results/latest.json (committed) for the standard run. */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const biome = join(dirname(fileURLToPath(import.meta.url)), "../../../node_modules/.bin/biome");

export interface SavedResult {
  machine: { date: string };
  durationSeconds: number;
  pass: boolean;
}

/** Writes the result, says where, and makes the process exit with 1 when a goal failed. */
export function saveResult(benchDir: string, result: SavedResult, latest: boolean): void {
  const dir = join(benchDir, "results");
  mkdirSync(dir, { recursive: true });
  const files = [join(dir, `run-${result.machine.date.replace(/[:.]/g, "-")}.json`)];
  if (latest) files.push(join(dir, "latest.json"));
  for (const file of files) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (latest) {
    try {
      // In the repository's format, so that `npm run lint` (biome check .) stays green on the committed result.
      execFileSync(biome, ["format", "--write", join(dir, "latest.json")], { stdio: "ignore" });
    } catch {
      console.log(`(biome format failed: run \`npx biome format --write ${dir}\` before committing)`);
    }
  }
  console.log("");
  console.log(
    `done in ${result.durationSeconds} s; wrote ${files.map((file) => file.slice(benchDir.length + 1)).join(", ")}`,
  );
  if (!result.pass) process.exitCode = 1;
}
