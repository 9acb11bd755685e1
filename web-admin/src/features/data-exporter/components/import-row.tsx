import type { ImportRecord } from "@movebreak/shared/contracts/admin";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { DATA_TYPE_INFO } from "../data-types";
import { IMPORT_MODE_INFO } from "../import-modes";
import { ChangeCounts } from "./change-counts";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function typeLabel(record: ImportRecord): string {
  if (record.type === "restore") {
    return record.restoresImportId === null ? "Restore" : `Restore of #${record.restoresImportId}`;
  }
  return DATA_TYPE_INFO[record.type].label;
}

/** One recorded import or restore: what, how, when, by whom, from which file, what it changed. */
export function ImportRow({
  record,
  restoring,
  restoreDisabled,
  onRestore,
}: {
  record: ImportRecord;
  restoring: boolean;
  restoreDisabled: boolean;
  onRestore: () => void;
}) {
  const titleId = useId();
  const restored = record.restoredByImportId !== null;
  const problems = [
    record.skipped > 0 ? `${record.skipped} skipped` : null,
    record.errors > 0 ? `${record.errors} ${record.errors === 1 ? "error" : "errors"}` : null,
  ].filter(Boolean);

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={titleId} className="font-medium text-slate-900">
            <span className="text-slate-500 tabular-nums">#{record.id}</span> {typeLabel(record)}
          </h3>
          {record.mode === "restore" ? null : (
            <span
              className={cn(
                "rounded-full px-2 py-0.5 font-medium text-xs",
                record.mode === "replace" ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-700",
              )}
            >
              {IMPORT_MODE_INFO[record.mode].label}
            </span>
          )}
        </div>
        <p className="text-slate-600 text-sm">
          <time dateTime={record.createdAt}>{WHEN.format(new Date(record.createdAt))}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>by {record.actor}
          {record.fileName ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, file </span>
              <span className="break-all font-mono text-slate-700 text-xs">{record.fileName}</span>
            </>
          ) : null}
        </p>
        <ChangeCounts changes={record.changes} />
        {problems.length > 0 || restored ? (
          <p className="text-slate-500 text-xs">
            {[...problems, restored ? `Undone by #${record.restoredByImportId}` : null].filter(Boolean).join(" · ")}
          </p>
        ) : null}
      </div>
      {/* An import that changed nothing has nothing to put back ("No changes" above says so). */}
      {record.restorable ? (
        <Button
          variant="outline"
          className="shrink-0 self-start"
          aria-describedby={titleId}
          disabled={restored || restoreDisabled}
          aria-busy={restoring || undefined}
          onClick={onRestore}
        >
          {restored ? "Restored" : restoring ? "Restoring..." : "Restore"}
        </Button>
      ) : null}
    </li>
  );
}
