import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("landing_pages")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull().defaultTo("landing_page"))
    .addColumn("pain_point", "text", (c) => c.notNull())
    .addColumn("context", "text", (c) => c.notNull())
    .addColumn("demographic", "text", (c) => c.notNull())
    .addColumn("modifier", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("time_factor", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("primary_feature", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_title", "text", (c) => c.notNull())
    .addColumn("seo_description", "text", (c) => c.notNull())
    .addColumn("seo_keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("canonical_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("og_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hero_image_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hero_headline", "text", (c) => c.notNull())
    .addColumn("hero_subheadline", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("markdown", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("variant_group", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("variant_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pinterest_poster_img", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("social_caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ai_model_version", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("landing_pages_type_idx").on("landing_pages").column("type").execute();

  // Rendered images (posters, hero images), served by the app.
  await db.schema
    .createTable("page_media")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One counted view per visitor (hashed address and agent) per page per hour.
  await db.schema
    .createTable("page_view_marks")
    .addColumn("page_id", "integer", (c) => c.notNull().references("landing_pages.id").onDelete("cascade"))
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("hour", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_view_marks_pkey", ["page_id", "visitor", "hour"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["page_view_marks", "page_media", "landing_pages"]) await db.schema.dropTable(table).execute();
}
