import type { DataType, ImportMode } from "@movebreak/shared/contracts/admin";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreSnapshot } from "../src/admin/imports/restore-import";
import { type CatalogSnapshot, TABLE_ORDER } from "../src/catalog/import/catalog-rows";
import { importRecords } from "../src/catalog/import/importer";
import { IMPORTERS } from "../src/catalog/import/registry";
import type { Database } from "../src/db/schema";
import { createTestDatabase } from "./support/test-database";

// Small id pools, so that files and catalogs overlap often: updates, deletions and cascades all happen.
const LOCATION_IDS = ["desk", "sofa", "car", "kitchen", "park"];
const WORKOUT_IDS = ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"];
const CONTENT_IDS = ["c1", "c2", "c3", "c4"];

const title = fc.constantFrom("Desk Pump", "Chair Dancing", "Arms Only", "Stretch It Out");
const locationArb = fc.record({ id: fc.constantFrom(...LOCATION_IDS), title });
const workoutArb = fc.record({
  id: fc.constantFrom(...WORKOUT_IDS),
  title,
  locationId: fc.constantFrom(...LOCATION_IDS, "nowhere"),
});
const contentArb = fc.record({
  id: fc.constantFrom(...CONTENT_IDS),
  locationId: fc.constantFrom(...LOCATION_IDS),
  displayTitle: title,
  bodyContent: fc.constantFrom("<p>One</p>", "<p>Two words</p>"),
});

const catalogArb = fc.record({
  locations: fc.uniqueArray(locationArb, { selector: (l) => l.id, maxLength: 5 }),
  workouts: fc.uniqueArray(workoutArb, { selector: (w) => w.id, maxLength: 8 }),
  content: fc.uniqueArray(contentArb, { selector: (c) => c.id, maxLength: 4 }),
});

const fileArb = fc.oneof(
  fc.record({ type: fc.constant<DataType>("locations"), data: fc.array(locationArb, { minLength: 1, maxLength: 6 }) }),
  fc.record({ type: fc.constant<DataType>("workouts"), data: fc.array(workoutArb, { minLength: 1, maxLength: 8 }) }),
  fc.record({
    type: fc.constant<DataType>("location-content"),
    data: fc.array(contentArb, { minLength: 1, maxLength: 4 }),
  }),
);
const modeArb = fc.constantFrom<ImportMode>("add", "upsert", "replace");

async function rowsOf(db: Kysely<Database>) {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLE_ORDER) {
    all[table] = JSON.parse(JSON.stringify(await db.selectFrom(table).selectAll().orderBy("id").execute()));
  }
  return all;
}

describe("import then restore", () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase();
    db = created.handle.db;
    drop = created.drop;
  });
  afterAll(() => drop());

  it("when any import (add, update or replace) of any file is restored, then every catalog row is exactly as before", async () => {
    await fc.assert(
      fc.asyncProperty(catalogArb, fileArb, modeArb, async (catalog, file, mode) => {
        await db.deleteFrom("locationContent").execute();
        await db.deleteFrom("workouts").execute();
        await db.deleteFrom("locations").execute();
        const now = new Date("2026-11-25T10:00:00.000Z");
        const seed = (type: DataType, data: unknown[]) =>
          importRecords(db, IMPORTERS[type], { data, mode: "add" }, now);
        await seed("locations", catalog.locations);
        await seed("workouts", catalog.workouts);
        await seed("location-content", catalog.content);
        const before = await rowsOf(db);

        let snapshot: CatalogSnapshot | undefined;
        const later = new Date("2026-11-25T11:00:00.000Z");
        await importRecords(
          db,
          IMPORTERS[file.type],
          { data: file.data, mode, confirmDeletions: true },
          later,
          async (_trx, outcome) => {
            snapshot = outcome.snapshot;
          },
        );
        await restoreSnapshot(db, snapshot as CatalogSnapshot, true, async () => undefined);
        expect(await rowsOf(db)).toEqual(before);
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 60),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  }, 120_000);
});
