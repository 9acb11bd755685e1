import { withDatabase } from "./with-database";

/** `npm run migrate`: brings the configured database up to date and lists what ran. */
await withDatabase(async (_database, migration) => {
  const ran = migration.results ?? [];
  console.log(
    ran.length === 0 ? "Database already up to date" : ran.map((r) => `${r.status}: ${r.migrationName}`).join("\n"),
  );
});
