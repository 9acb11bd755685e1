import { CATALOG_TABLES, type ChangePreview } from "@movebreak/shared/contracts/admin";
import { cn } from "@/lib/cn";
import { DATA_TYPE_INFO, TABLE_DATA_TYPE } from "../data-types";
import type { ChangeKind } from "../utils/describe-changes";

const SIGNS: { kind: ChangeKind; sign: string; word: string; className: string }[] = [
  { kind: "added", sign: "+", word: "added", className: "text-brand-800" },
  { kind: "updated", sign: "~", word: "updated", className: "text-amber-800" },
  { kind: "deleted", sign: "−", word: "deleted", className: "text-red-700" },
];

/** What an import changed, per table in short form ("Locations ~1 −23"); screen readers hear the words. */
export function ChangeCounts({ changes }: { changes: ChangePreview }) {
  const tables = CATALOG_TABLES.filter((table) => SIGNS.some(({ kind }) => changes[table][kind] > 0));
  if (tables.length === 0) return <p className="text-slate-500 text-sm">No changes</p>;
  return (
    <ul aria-label="Changes" className="flex flex-wrap gap-1.5">
      {tables.map((table) => (
        <li
          key={table}
          className="inline-flex flex-wrap items-baseline gap-x-1.5 rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-sm"
        >
          <span className="text-slate-700">{DATA_TYPE_INFO[TABLE_DATA_TYPE[table]].label}</span>
          {SIGNS.filter(({ kind }) => changes[table][kind] > 0).map(({ kind, sign, word, className }) => (
            <span key={kind} className={cn("font-medium tabular-nums", className)}>
              <span aria-hidden="true">
                {sign}
                {changes[table][kind]}
              </span>
              <span className="sr-only">
                {changes[table][kind]} {word}
              </span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
