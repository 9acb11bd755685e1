import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImportResult } from "@movebreak/shared/contracts/admin";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { importRecords } from "./import/importer";
import { IMPORT_ORDER, IMPORTERS } from "./import/registry";

const SeedFileSchema = z.object({ data: z.array(z.unknown()) });

/**
 * Loads ops/seed through the same import code the admin uses. Each file is
 * applied once (recorded in seed_history), so a second start changes nothing
 * and records an operator deleted on purpose stay deleted.
 */
export async function seedCatalog(
  db: Kysely<Database>,
  seedDir: string,
  now: Date,
): Promise<{ kind: string; result: ImportResult | "already seeded" }[]> {
  const applied = new Set((await db.selectFrom("seedHistory").select("name").execute()).map((row) => row.name));
  const report: { kind: string; result: ImportResult | "already seeded" }[] = [];
  for (const kind of IMPORT_ORDER) {
    const name = `catalog/${kind}.json`;
    if (applied.has(name)) {
      report.push({ kind, result: "already seeded" });
      continue;
    }
    const file = SeedFileSchema.parse(JSON.parse(await readFile(join(seedDir, `${kind}.json`), "utf8")));
    const { result } = await importRecords(db, IMPORTERS[kind], { data: file.data, mode: "add" }, now);
    if (result.errors > 0) {
      throw new Error(`Seed file ${name} has invalid records: ${JSON.stringify(result.errorDetails.slice(0, 5))}`);
    }
    await db
      .insertInto("seedHistory")
      .values({ name, appliedAt: now, summary: JSON.stringify(result) })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    report.push({ kind, result });
  }
  return report;
}
