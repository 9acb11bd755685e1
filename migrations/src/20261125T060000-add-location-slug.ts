import type { Kysely } from "kysely";

/** The slug rule as it stands today (shared/src/slug.ts), copied: a migration is frozen in time. */
function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // A location was found by its slug by reading every location and slugging each title: now the slug is
  // stored (the import writes it with the title) and found through the unique constraint's index.
  await db.schema.alterTable("locations").addColumn("slug", "text").execute();
  const rows = await db.selectFrom("locations").select(["id", "title"]).orderBy("id").execute();
  const taken = new Set<string>();
  for (const row of rows as { id: string; title: string }[]) {
    // The import refuses a title without a slug or with another's; older rows may still have one. The
    // first by id kept the address before (it was the one found), so it keeps it; the others get a free one.
    const base = slugOf(row.title) || "location";
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable("locations").set({ slug }).where("id", "=", row.id).execute();
  }
  await db.schema
    .alterTable("locations")
    .alterColumn("slug", (column) => column.setNotNull())
    .execute();
  // Deferred to the commit: an import that swaps two titles passes through a moment where both share one.
  await db.schema
    .alterTable("locations")
    .addUniqueConstraint("locations_slug_key", ["slug"], (constraint) => constraint.deferrable().initiallyDeferred())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("locations").dropConstraint("locations_slug_key").execute();
  await db.schema.alterTable("locations").dropColumn("slug").execute();
}
