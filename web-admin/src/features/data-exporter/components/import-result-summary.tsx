import type { DataType, ImportResult } from "@movebreak/shared/contracts/admin";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { DATA_TYPE_INFO } from "../data-types";

function Count({ label, value, tone }: { label: string; value: number; tone?: "good" | "warn" | "bad" }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-slate-600 text-xs uppercase tracking-wide">{label}</dt>
      <dd
        className={cn(
          "font-semibold text-2xl text-slate-900 tabular-nums",
          tone === "good" && value > 0 && "text-brand-800",
          tone === "warn" && value > 0 && "text-amber-700",
          tone === "bad" && value > 0 && "text-red-700",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The server's answer to an import: the four counts, then each refused record and why. */
export function ImportResultSummary({
  type,
  fileName,
  result,
}: {
  type: DataType;
  fileName: string;
  result: ImportResult;
}) {
  const headingId = useId();
  const detailsId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-slate-200 border-t pt-5">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          Import result: {DATA_TYPE_INFO[type].label}
        </h3>
        <p className="break-all text-slate-600 text-sm">{fileName}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label="Imported" value={result.imported} tone="good" />
        <Count label="Skipped" value={result.skipped} tone="warn" />
        <Count label="Errors" value={result.errors} tone="bad" />
        <Count label="Total" value={result.total} />
      </dl>
      {result.skipped > 0 ? (
        <p className="text-slate-600 text-sm">
          Skipped records already exist. Import again with &ldquo;Update existing&rdquo; to replace them.
        </p>
      ) : null}
      {result.errorDetails.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 id={detailsId} className="font-medium text-red-800 text-sm">
            Error details ({result.errorDetails.length})
          </h4>
          {/* Browsers make this scroller keyboard-focusable by themselves. */}
          <ul
            aria-labelledby={detailsId}
            className="max-h-80 divide-y divide-red-100 overflow-y-auto rounded-lg border border-red-200 bg-red-50 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            {result.errorDetails.map((detail, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: ids can repeat (a duplicate in the file is reported under its id) and the list never reorders
                key={`${detail.id}-${index}`}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:gap-3"
              >
                <span className="shrink-0 break-all font-medium font-mono text-red-900 sm:w-56">{detail.id}</span>
                <span className="text-red-800">{detail.error}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
