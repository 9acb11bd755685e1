import { ReviewRecordSchema } from "@movebreak/shared/contracts/admin";
import { defineImporter } from "./importer";

export const reviewImporter = defineImporter({
  into: "reviews",
  idField: "id",
  replaceable: false,
  schema: ReviewRecordSchema,
  toRow: (record) => record,
  updates: ["rating", "title", "content", "author", "date"],
});
