import type { ReactNode } from "react";
import { EmptyState } from "./card";

/** One chart: a heading, the chart (or its empty state) and, under it, its figures as a table. */
export function ChartCard({
  title,
  description,
  empty,
  emptyText,
  chart,
  table,
}: {
  title: string;
  description: string;
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-slate-600 text-sm">{description}</span>
      </figcaption>
      {empty ? (
        <EmptyState title={emptyText} />
      ) : (
        <>
          {/* The chart repeats the table below for sighted readers; screen readers and keyboards get the table
              (so each chart turns recharts' keyboard layer off: nothing focusable under aria-hidden). */}
          <div aria-hidden="true" className="h-56 w-full">
            {chart}
          </div>
          {table}
        </>
      )}
    </figure>
  );
}

/** A small table of the chart's figures, so nothing needs hovering to be read. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="relative max-h-64 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-xs tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === 0 ? "px-3 py-1.5 font-medium" : "px-3 py-1.5 text-right font-medium"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]} scope="row" className="whitespace-nowrap px-3 py-1 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]} className="px-3 py-1 text-right">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
