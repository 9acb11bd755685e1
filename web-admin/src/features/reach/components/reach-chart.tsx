import type { ReachReport } from "@movebreak/shared/contracts/reach";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import {
  CHART_COLORS,
  CHART_FRAME,
  CHART_GRID,
  COUNT_AXIS,
  LEGEND,
  LINE_SERIES,
  TIME_AXIS,
} from "@/components/ui/chart-theme";
import { dayLabel } from "@/lib/utc-days";
import { plural } from "./hosts-table";

/** Loads and plays per day (both players), with /try opens; the days with any activity as a table below. */
export function ReachChart({ report }: { report: ReachReport }) {
  const points = report.days.map((day) => ({ ...day, label: dayLabel(day.day) }));
  const active = points.filter((day) => day.loads + day.plays + day.opens > 0).reverse();
  const { loads, plays, opens } = report.totals;
  return (
    <ChartCard
      title="Loads and plays per day"
      description={`${plural(loads, "player load")}, ${plural(plays, "play")} and ${plural(opens, "/try open")} (UTC days)`}
      empty={loads + plays + opens === 0}
      emptyText="No player loaded in this period"
      chart={
        <LineChart {...CHART_FRAME} data={points}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...TIME_AXIS} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip />
          <Legend {...LEGEND} />
          <Line dataKey="loads" name="Loads" stroke={CHART_COLORS.line} {...LINE_SERIES} />
          <Line dataKey="plays" name="Plays" stroke={CHART_COLORS.p95} {...LINE_SERIES} />
          <Line
            dataKey="opens"
            name="/try opens"
            stroke={CHART_COLORS.p50}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <DataTable
          caption="Loads, plays and /try opens per day"
          columns={["Day", "Loads", "Of which iframe", "Plays", "/try opens"]}
          rows={active.map((day) => ({
            key: day.day,
            cells: [day.label, day.loads, day.iframeLoads, day.plays, day.opens],
          }))}
        />
      }
    />
  );
}
