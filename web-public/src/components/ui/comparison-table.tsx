import { CheckIcon, CrossIcon } from "./icons";

/** true and false draw a tick or a cross (with "Yes"/"No" for screen readers); text shows as is. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  label: string;
  values: readonly ComparisonValue[];
}

interface ComparisonTableProps {
  caption: string;
  /** The heading over the row labels (for example "What you get"). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** The column drawn as the winner. */
  highlight?: number;
}

function Cell({ value }: { value: ComparisonValue }) {
  if (typeof value === "string")
    return <span className="block text-[11px] leading-tight font-medium sm:text-sm">{value}</span>;
  return (
    <span className="inline-flex items-center justify-center">
      {value ? <CheckIcon className="h-5 w-5 sm:h-6 sm:w-6" /> : <CrossIcon className="h-5 w-5 sm:h-6 sm:w-6" />}
      <span className="sr-only">{value ? "Yes" : "No"}</span>
    </span>
  );
}

/**
 * A comparison with row and column headers. It fits a common phone without
 * sideways scrolling (the value columns are icons, the headers wrap); on the
 * narrowest screens it scrolls inside a labelled region that keyboards reach.
 */
export function ComparisonTable({ caption, rowHeader, columns, rows, highlight = 0 }: ComparisonTableProps) {
  const columnClass = (index: number) => (index === highlight ? "bg-brand-50" : "");
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: on the narrowest phones the table scrolls sideways, and a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative -mx-4 overflow-x-auto bg-white shadow-sm ring-1 ring-ink/10 sm:mx-0 sm:rounded-3xl"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink/10">
            <th
              scope="col"
              className="w-[36%] px-3 py-4 text-xs font-semibold text-ink/70 sm:w-[38%] sm:px-6 sm:text-sm"
            >
              {rowHeader}
            </th>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-1 py-4 text-center text-[11px] leading-tight font-bold sm:px-4 sm:text-sm ${index === highlight ? "bg-brand-500 text-ink" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-ink/5 last:border-0">
              <th scope="row" className="px-3 py-4 text-[13px] leading-snug font-semibold sm:px-6 sm:text-base">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index] ?? index} className={`px-1 py-4 text-center sm:px-4 ${columnClass(index)}`}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
