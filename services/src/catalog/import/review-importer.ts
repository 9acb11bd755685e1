import { ReviewRecordSchema } from "@movebreak/shared/contracts/admin";
import { defineImporter } from "./importer";

export const reviewImporter = defineImporter("reviews", ReviewRecordSchema, {
  toRow: (record) => record,
  updates: ["rating", "title", "content", "author", "date"],
});
