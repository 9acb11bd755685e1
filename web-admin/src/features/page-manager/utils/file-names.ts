import { BRAND } from "@movebreak/shared/brand";
import { fileDate } from "@/lib/download-file";

/** pinterest-poster-{title lowercased, each character other than a-z and 0-9 replaced by a hyphen}.png */
export function posterFileName(title: string): string {
  return `pinterest-poster-${title.toLowerCase().replace(/[^a-z0-9]/g, "-")}.png`;
}

/** {product}-pages-{type}-{date}.json */
export function pagesExportFileName(type: string, now: Date = new Date()): string {
  return `${BRAND.slug}-pages-${type}-${fileDate(now)}.json`;
}
