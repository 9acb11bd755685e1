import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The monorepo root, found by walking up from this module: the same answer
 * from the source tree (tsx, vitest) and from the bundle in services/dist.
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "web-public")) && existsSync(join(dir, "services"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
