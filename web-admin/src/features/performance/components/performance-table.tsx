import type { PageAnalyticsGroup } from "@movebreak/shared/contracts/page-analytics";
import { FIGURES } from "../utils/figures";
import type { PerformanceState, SortColumn } from "../utils/performance-state";
import { GROUP_LABELS, type TableRow } from "../utils/table-rows";
import { ChangeBadge } from "./change-badge";
import { Sparkline } from "./sparkline";

type Sort = PerformanceState["sort"];

/** A header that sorts: a button inside the th, whose aria-sort says the current order. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
  alignRight,
}: {
  column: SortColumn;
  label: string;
  sort: Sort;
  onSort(sort: Sort): void;
  alignRight?: boolean;
}) {
  const active = sort.column === column;
  const next: Sort = {
    column,
    // A new column starts with its most telling order: names A to Z, figures largest first.
    direction: active ? (sort.direction === "asc" ? "desc" : "asc") : column === "key" ? "asc" : "desc",
  };
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className={alignRight ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium"}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {label}
        <span aria-hidden="true" className={active ? "text-slate-900" : "text-slate-300"}>
          {active && sort.direction === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}

/** The breakdown: one row per key, sortable by any column, with a sparkline of its daily views. */
export function PerformanceTable({
  rows,
  groupBy,
  sort,
  onSort,
  caption,
}: {
  rows: readonly TableRow[];
  groupBy: PageAnalyticsGroup;
  sort: Sort;
  onSort(sort: Sort): void;
  caption: string;
}) {
  const showTrend = groupBy !== "day";
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: on a narrow screen the table scrolls sideways, and a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-slate-900"
    >
      <table className="w-full min-w-[36rem] text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600">
          <tr>
            <SortHeader column="key" label={GROUP_LABELS[groupBy]} sort={sort} onSort={onSort} />
            {FIGURES.map(({ figure, label }) => (
              <SortHeader key={figure} column={figure} label={label} sort={sort} onSort={onSort} alignRight />
            ))}
            {showTrend ? (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Daily views
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => (
            <tr key={row.key} className="align-top hover:bg-slate-50">
              <th scope="row" className="max-w-[18rem] break-words px-3 py-2 font-medium text-slate-900">
                {row.label}
              </th>
              {FIGURES.map(({ figure, text }) => (
                <td key={figure} className="px-3 py-2 text-right">
                  <span className="block">{text(row[figure])}</span>
                  {row.previous ? (
                    <ChangeBadge
                      current={row[figure]}
                      previous={row.previous[figure]}
                      previousText={text(row.previous[figure])}
                    />
                  ) : null}
                </td>
              ))}
              {showTrend ? (
                <td className="px-3 py-2 text-right">
                  {row.series ? (
                    <span className="inline-block">
                      <Sparkline
                        values={row.series.views}
                        label={`Views of ${row.label} over the period: at most ${Math.max(...row.series.views)} a point, ${row.series.views.at(-1) ?? 0} at the end`}
                      />
                    </span>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
