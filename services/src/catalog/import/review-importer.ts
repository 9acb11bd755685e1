import { ReviewRecordSchema } from "@movebreak/shared/contracts/admin";
import type { z } from "zod";
import { chunks, type Importer } from "./importer";

type ReviewRecord = z.infer<typeof ReviewRecordSchema>;

export const reviewImporter: Importer<ReviewRecord> = {
  idField: "id",
  schema: ReviewRecordSchema,
  idOf: (record) => record.id,
  prepare: (record) => record,
  async existingIds(trx) {
    return new Set((await trx.selectFrom("reviews").select("id").execute()).map((row) => row.id));
  },
  async upsert(trx, records) {
    for (const batch of chunks(records)) {
      await trx
        .insertInto("reviews")
        .values(batch)
        .onConflict((oc) =>
          oc.column("id").doUpdateSet((eb) => ({
            rating: eb.ref("excluded.rating"),
            title: eb.ref("excluded.title"),
            content: eb.ref("excluded.content"),
            author: eb.ref("excluded.author"),
            date: eb.ref("excluded.date"),
          })),
        )
        .execute();
    }
  },
};
