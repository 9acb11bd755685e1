import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImportResult } from "@movebreak/shared/contracts/admin";
import { LocationContentSchema } from "@movebreak/shared/contracts/catalog";
import { MovementInstructionsSchema } from "@movebreak/shared/contracts/movement-instructions";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { digest } from "../lib/secrets-match";
import { importRecords } from "./import/importer";
import { IMPORT_ORDER, IMPORTERS } from "./import/registry";

const SeedFileSchema = z.object({ data: z.array(z.unknown()) });
/** The movement library: how to do each move, by the workout title it is stored under. */
const MovementLibrarySchema = z.object({ moves: z.record(z.string(), MovementInstructionsSchema) });
const LIBRARY = "catalog/movement-library.json";
/** The articles rewritten to match their players, given to databases seeded with the earlier ones. */
const ARTICLES_MATCH_PLAYERS = "catalog/location-content.json#articles-match-players";
const PreviousArticlesSchema = z.object({ previousBodyHashes: z.record(z.string(), z.string()) });

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
  if (!applied.has(LIBRARY)) await applyMovementLibrary(db, seedDir, now);
  // A database seeded just now has the new articles already; one seeded before gets them where unedited.
  if (!applied.has(ARTICLES_MATCH_PLAYERS)) {
    await refreshUneditedArticles(db, seedDir, now, !applied.has("catalog/location-content.json"));
  }
  return report;
}

/**
 * Replaces each seeded article an operator has not edited (its body is still the earlier seed's, by hash) with the
 * seed's current one, once: an article someone changed is left as it is.
 */
async function refreshUneditedArticles(db: Kysely<Database>, seedDir: string, now: Date, seededNow: boolean) {
  const file = SeedFileSchema.parse(JSON.parse(await readFile(join(seedDir, "location-content.json"), "utf8")));
  const previous = PreviousArticlesSchema.parse(
    JSON.parse(await readFile(join(seedDir, "location-content.previous.json"), "utf8")),
  ).previousBodyHashes;
  const current = file.data.map((record) => LocationContentSchema.parse(record));
  await db.transaction().execute(async (trx) => {
    let refreshed = 0;
    if (!seededNow) {
      const stored = await trx.selectFrom("locationContent").select(["id", "bodyContent"]).execute();
      for (const row of stored) {
        const next = current.find((record) => record.id === row.id);
        if (!next || previous[row.id] !== digest(row.bodyContent).toString("hex")) continue;
        const { bodyContent, description, subtitle, seoDescription, readingTime, ogImageAlt } = next;
        await trx
          .updateTable("locationContent")
          .set({ bodyContent, description, subtitle, seoDescription, readingTime, ogImageAlt, updatedAt: now })
          .where("id", "=", row.id)
          .execute();
        refreshed += 1;
      }
    }
    await trx
      .insertInto("seedHistory")
      .values({ name: ARTICLES_MATCH_PLAYERS, appliedAt: now, summary: JSON.stringify({ refreshed }) })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  });
}

/**
 * Gives every workout without instructions those of the library's move with its title, once (a database seeded
 * before the library gets them too; a workout an operator gave other instructions keeps them).
 */
async function applyMovementLibrary(db: Kysely<Database>, seedDir: string, now: Date): Promise<void> {
  const library = MovementLibrarySchema.parse(
    JSON.parse(await readFile(join(seedDir, "movement-library.json"), "utf8")),
  );
  await db.transaction().execute(async (trx) => {
    let taught = 0;
    for (const [title, instructions] of Object.entries(library.moves)) {
      const updated = await trx
        .updateTable("workouts")
        .set({ instructions })
        .where("title", "=", title)
        .where("instructions", "is", null)
        .executeTakeFirst();
      taught += Number(updated.numUpdatedRows);
    }
    await trx
      .insertInto("seedHistory")
      .values({
        name: LIBRARY,
        appliedAt: now,
        summary: JSON.stringify({ moves: Object.keys(library.moves).length, taught }),
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  });
}
