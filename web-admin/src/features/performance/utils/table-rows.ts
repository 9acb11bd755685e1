import type {
  PageAnalyticsGroup,
  PageAnalyticsReport,
  PageAnalyticsRow,
} from "@movebreak/shared/contracts/page-analytics";
import type { PerformanceState } from "./performance-state";

type Figures = Pick<PageAnalyticsRow, "views" | "ctaClicks" | "ctaRate">;

/** One line of the table: a key's figures, and the previous period's when comparing. */
export interface TableRow extends Figures {
  key: string;
  /** What the table (and its CSV) shows for the key. */
  label: string;
  series?: PageAnalyticsRow["series"];
  previous?: Figures;
}

/** How each breakdown is named: the table's first column, the selector, the CSV's first header. */
export const GROUP_LABELS: Record<PageAnalyticsGroup, string> = {
  page: "Page",
  topic: "Topic (pain point)",
  audience: "Audience",
  context: "Context",
  method: "Generation method",
  day: "Day",
};

const METHOD_LABELS: Record<string, string> = { template: "Template", llm: "LLM", manual: "Manual" };

export function keyLabel(groupBy: PageAnalyticsGroup, key: string): string {
  return groupBy === "method" ? (METHOD_LABELS[key] ?? key) : key;
}

const NOTHING: Figures = { views: 0, ctaClicks: 0, ctaRate: 0 };
const figuresOf = ({ views, ctaClicks, ctaRate }: Figures): Figures => ({ views, ctaClicks, ctaRate });

/**
 * The report's rows as the table shows them. Comparing, each row carries the previous period's figures of the
 * same key (none: zeros); by day the previous period's days are other days, so the nth day meets the nth.
 */
export function tableRows(report: PageAnalyticsReport, compare: boolean): TableRow[] {
  const previousByKey = new Map(report.previous.rows.map((row) => [row.key, row]));
  return report.rows.map((row, index) => {
    const before = report.groupBy === "day" ? report.previous.rows[index] : previousByKey.get(row.key);
    return {
      key: row.key,
      label: keyLabel(report.groupBy, row.key),
      ...figuresOf(row),
      ...(row.series ? { series: row.series } : {}),
      ...(compare ? { previous: before ? figuresOf(before) : NOTHING } : {}),
    };
  });
}

/**
 * The rows in the table's order: by the column, ties by the key (A to Z, days oldest first) whatever the
 * direction, so the order is the same on every reload.
 */
export function sortRows(rows: readonly TableRow[], sort: PerformanceState["sort"]): TableRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const byKey = (a: TableRow, b: TableRow) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  return [...rows].sort((a, b) => {
    const first = sort.column === "key" ? byKey(a, b) : a[sort.column] - b[sort.column];
    return first !== 0 ? sign * first : byKey(a, b);
  });
}
