import type { PageAnalyticsReport } from "@movebreak/shared/contracts/page-analytics";
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_FRAME,
  CHART_GRID,
  COUNT_AXIS,
  LEGEND,
  LINE_SERIES,
  TIME_AXIS,
} from "@/components/ui/chart-theme";
import { dayLabel } from "@/lib/utc-days";
import type { ChartAnnotation } from "../api/get-chart-annotations";
import { formatRate } from "../utils/change";

const ANNOTATION_COLOR = "#7c3aed";
const PREVIOUS = { strokeDasharray: "5 4", strokeOpacity: 0.55 } as const;

/** The annotations of each day, numbered in order (the markers and the list under the charts share numbers). */
export function annotationsByDay(annotations: readonly ChartAnnotation[]) {
  const byDay = new Map<string, { numbers: number[]; titles: string[] }>();
  annotations.forEach((annotation, index) => {
    const day = byDay.get(annotation.day) ?? { numbers: [], titles: [] };
    day.numbers.push(index + 1);
    day.titles.push(`${index + 1}. ${annotation.title}: ${annotation.detail}`);
    byDay.set(annotation.day, day);
  });
  return byDay;
}

/** A marker at the top of a day's line: its number(s), and the events as the hover text. */
function markerLabel(numbers: number[], titles: string[]) {
  const text = numbers.length > 2 ? `${numbers[0]}–${numbers.at(-1)}` : numbers.join(",");
  return ({ viewBox }: { viewBox?: { x?: number; y?: number } }) => {
    const x = viewBox?.x ?? 0;
    const y = (viewBox?.y ?? 0) + 2;
    const width = Math.max(16, text.length * 6 + 8);
    return (
      <g>
        <title>{titles.join("\n")}</title>
        <rect x={x - width / 2} y={y} width={width} height={15} rx={7.5} fill={ANNOTATION_COLOR} />
        <text x={x} y={y + 11} textAnchor="middle" fontSize={10} fontWeight={600} fill="#fff">
          {text}
        </text>
      </g>
    );
  };
}

/** A dashed line of the previous period's figure, under the current one's (same axis and colour). */
function previousLine(yAxisId: string, dataKey: string, name: string, stroke: string) {
  return <Line yAxisId={yAxisId} dataKey={dataKey} name={name} stroke={stroke} {...LINE_SERIES} {...PREVIOUS} />;
}

/*
 * The x axis is keyed by the ISO day, not its "Nov 27" label: a custom range longer than a year has two days
 * with one label, and a marker must land on its own day.
 */
const DAY_AXIS = { ...TIME_AXIS, dataKey: "day", tickFormatter: dayLabel } as const;

/** The tooltip's heading: the hovered point's day, as the axis writes it. */
const dayTooltipLabel = (day: unknown) => (typeof day === "string" ? dayLabel(day) : "");

function annotationLines(byDay: ReturnType<typeof annotationsByDay>, yAxisId: string) {
  return [...byDay].map(([day, { numbers, titles }]) => (
    <ReferenceLine
      key={day}
      yAxisId={yAxisId}
      x={day}
      stroke={ANNOTATION_COLOR}
      strokeDasharray="2 3"
      ifOverflow="extendDomain"
      label={markerLabel(numbers, titles)}
    />
  ));
}

/**
 * Views, store clicks and the click rate per day over the period (from the report by day), the previous
 * period's as dashed lines when comparing (its nth day under the nth), and a marker on each day an operator or
 * the automation changed something.
 */
export function TrendCharts({
  report,
  compare,
  annotations,
}: {
  report: PageAnalyticsReport;
  compare: boolean;
  annotations: readonly ChartAnnotation[];
}) {
  const points = report.rows.map((row, index) => {
    const before = report.previous.rows[index];
    return {
      day: row.key,
      views: row.views,
      ctaClicks: row.ctaClicks,
      ctaRate: row.ctaRate * 100,
      previousViews: before?.views ?? 0,
      previousClicks: before?.ctaClicks ?? 0,
      previousRate: (before?.ctaRate ?? 0) * 100,
    };
  });
  const byDay = annotationsByDay(annotations);
  const active = report.rows
    .map((row, index) => ({ row, before: report.previous.rows[index] }))
    .filter(({ row, before }) => row.views + row.ctaClicks > 0 || (compare && (before?.views ?? 0) > 0))
    .reverse();
  const empty = report.totals.views + report.totals.ctaClicks === 0 && (!compare || report.previous.totals.views === 0);
  const columns = compare
    ? ["Day", "Views", "Previous views", "Store clicks", "Previous clicks", "Click rate"]
    : ["Day", "Views", "Store clicks", "Click rate"];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Views and store clicks per day"
        description={compare ? "Dashed: the previous period, day for day (UTC days)" : "UTC days"}
        empty={empty}
        emptyText="No page views in this period yet"
        chart={
          <LineChart {...CHART_FRAME} margin={{ ...CHART_FRAME.margin, top: 22, right: 4 }} data={points}>
            <CartesianGrid {...CHART_GRID} />
            <XAxis {...DAY_AXIS} />
            <YAxis yAxisId="views" {...COUNT_AXIS} />
            {/* Clicks are a few in a hundred views: on their own scale (right) their shape shows. */}
            <YAxis yAxisId="clicks" orientation="right" width={36} {...COUNT_AXIS} />
            <Tooltip labelFormatter={dayTooltipLabel} />
            <Legend {...LEGEND} />
            {annotationLines(byDay, "views")}
            <Line yAxisId="views" dataKey="views" name="Views (left)" stroke={CHART_COLORS.line} {...LINE_SERIES} />
            <Line
              yAxisId="clicks"
              dataKey="ctaClicks"
              name="Store clicks (right)"
              stroke={CHART_COLORS.p95}
              {...LINE_SERIES}
            />
            {compare ? previousLine("views", "previousViews", "Views before", CHART_COLORS.line) : null}
            {compare ? previousLine("clicks", "previousClicks", "Clicks before", CHART_COLORS.p95) : null}
          </LineChart>
        }
        table={
          <DataTable
            caption="Views and store clicks per day"
            columns={columns}
            rows={active.map(({ row, before }) => ({
              key: row.key,
              cells: compare
                ? [
                    dayLabel(row.key),
                    row.views,
                    before?.views ?? 0,
                    row.ctaClicks,
                    before?.ctaClicks ?? 0,
                    formatRate(row.ctaRate),
                  ]
                : [dayLabel(row.key), row.views, row.ctaClicks, formatRate(row.ctaRate)],
            }))}
          />
        }
      />
      <ChartCard
        title="Click rate per day"
        description="Store clicks per view, in percent"
        empty={empty}
        emptyText="No page views in this period yet"
        chart={
          <LineChart {...CHART_FRAME} margin={{ ...CHART_FRAME.margin, top: 22, right: 20 }} data={points}>
            <CartesianGrid {...CHART_GRID} />
            <XAxis {...DAY_AXIS} />
            <YAxis yAxisId="rate" tick={AXIS_TICK} unit="%" />
            <Tooltip labelFormatter={dayTooltipLabel} formatter={(value) => `${Number(value).toFixed(1)}%`} />
            <Legend {...LEGEND} />
            {annotationLines(byDay, "rate")}
            <Line yAxisId="rate" dataKey="ctaRate" name="Click rate" stroke={CHART_COLORS.success} {...LINE_SERIES} />
            {compare ? previousLine("rate", "previousRate", "Before", CHART_COLORS.success) : null}
          </LineChart>
        }
        table={
          <DataTable
            caption="Click rate per day"
            columns={compare ? ["Day", "Click rate", "Previous"] : ["Day", "Click rate"]}
            rows={active.map(({ row, before }) => ({
              key: row.key,
              cells: compare
                ? [dayLabel(row.key), formatRate(row.ctaRate), formatRate(before?.ctaRate ?? 0)]
                : [dayLabel(row.key), formatRate(row.ctaRate)],
            }))}
          />
        }
      />
    </div>
  );
}
