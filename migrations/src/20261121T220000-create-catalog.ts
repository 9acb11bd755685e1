import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("locations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("workouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("location_id", "text", (c) => c.notNull().references("locations.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("workouts_location_id_idx").on("workouts").column("location_id").execute();

  await db.schema
    .createTable("location_content")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("location_id", "text", (c) => c.notNull().unique().references("locations.id").onDelete("cascade"))
    .addColumn("display_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("reading_time", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seo_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_image_alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("thumbnail_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("canonical_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("rating", "double precision", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("shared_routines")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("pack_title", "text", (c) => c.notNull())
    .addColumn("pack_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location_id", "text", (c) => c.notNull().references("locations.id").onDelete("cascade"))
    .addColumn("workout_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("opens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["shared_routines", "reviews", "location_content", "workouts", "locations"]) {
    await db.schema.dropTable(table).execute();
  }
}
