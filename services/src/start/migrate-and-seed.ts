import { join } from "node:path";
import { seedCatalog } from "../catalog/seed-catalog";
import { migrateToLatest } from "../db/migrate";
import type { StartContext } from "./context";

/** Phase 2: the schema to the latest migration, then (SEED_ON_START) the seed catalog where it is missing. */
export async function migrateAndSeed({ config, clock, logger, database }: StartContext): Promise<void> {
  await migrateToLatest(database.db.withoutPlugins());
  if (!config.seedOnStart) return;
  const report = await seedCatalog(database.db, join(config.repoRoot, "ops/seed"), clock());
  logger.info(
    { seed: report.map(({ kind, result }) => ({ kind, imported: typeof result === "string" ? 0 : result.imported })) },
    "seed checked",
  );
}
