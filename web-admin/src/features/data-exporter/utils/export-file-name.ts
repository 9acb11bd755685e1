import type { DataType } from "@movebreak/shared/contracts/admin";
import { fileDate } from "@/lib/download-file";

/** '{type}-export-{YYYY-MM-DD}.json' (admin spec section 7). */
export function exportFileName(type: DataType, date: Date): string {
  return `${type}-export-${fileDate(date)}.json`;
}
