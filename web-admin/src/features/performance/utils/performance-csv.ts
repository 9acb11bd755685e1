import { csvRow, csvText } from "@/lib/csv";
import { changeOf } from "./change";
import { FIGURES } from "./figures";
import type { TableRow } from "./table-rows";

/** A change in percent to one decimal (25, -7.5), empty when there was nothing before to compare with. */
const changeText = (current: number, previous: number) => {
  const change = changeOf(current, previous);
  return change === null ? "" : Math.round(change * 1000) / 10;
};

/**
 * The table as CSV, exactly as shown: its rows in its order, the key as the table words it; comparing, each
 * figure is followed by the previous period's and the change in percent (what the table shows under it).
 */
export function performanceCsv(rows: readonly TableRow[], options: { keyHeader: string; compare: boolean }): string {
  const header = [
    options.keyHeader,
    ...FIGURES.flatMap(({ csvName: name }) =>
      options.compare ? [name, `${name}_previous`, `${name}_change_pct`] : [name],
    ),
  ];
  const lines = rows.map((row) =>
    csvRow([
      row.label,
      ...FIGURES.flatMap(({ figure, csvText: text }) => {
        const current = row[figure];
        if (!options.compare) return [text(current)];
        const previous = row.previous?.[figure] ?? 0;
        return [text(current), text(previous), changeText(current, previous)];
      }),
    ]),
  );
  return csvText([csvRow(header), ...lines]);
}
