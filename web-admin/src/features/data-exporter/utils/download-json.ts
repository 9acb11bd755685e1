import type { DataType } from "@movebreak/shared/contracts/admin";
import { downloadFile } from "@/lib/download-file";

/** YYYY-MM-DD in the operator's own calendar, so a file made in the evening carries today's date. */
export function localDateStamp(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** '{type}-export-{YYYY-MM-DD}.json' (admin spec section 7). */
export function exportFileName(type: DataType, date: Date): string {
  return `${type}-export-${localDateStamp(date)}.json`;
}

/** Saves a value as a pretty-printed JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}
