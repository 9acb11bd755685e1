import type { ReachReport } from "@movebreak/shared/contracts/reach";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { AXIS_TICK, CHART_COLORS } from "@/components/ui/chart-theme";
import { plural } from "./hosts-table";

/** "Nov 3" for a YYYY-MM-DD UTC day. */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

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
        <LineChart
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: "100%" }}
          data={points}
          margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <Line
            dataKey="loads"
            name="Loads"
            stroke={CHART_COLORS.line}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="plays"
            name="Plays"
            stroke={CHART_COLORS.p95}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
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
