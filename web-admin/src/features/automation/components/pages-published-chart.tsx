import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { CHART_COLORS, CHART_FRAME, CHART_GRID, COUNT_AXIS, LINE_SERIES, TIME_AXIS } from "@/components/ui/chart-theme";
import { bucketLabel } from "../utils/format";

/** Pages published since the start of the range (cumulative). */
export function PagesPublishedChart({ data }: { data: AutomationAnalytics }) {
  const points = data.pagesPublished.map((row) => ({ ...row, label: bucketLabel(row.bucketStart, data.bucket) }));
  const published = points.filter((row) => row.pages > 0);
  return (
    <ChartCard
      title="Pages published"
      description={`${data.totals.pagesPublished} pages published in this period`}
      empty={data.totals.pagesPublished === 0}
      emptyText="No pages published in this period"
      chart={
        <LineChart {...CHART_FRAME} data={points}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...TIME_AXIS} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip />
          <Line
            type="stepAfter"
            dataKey="cumulative"
            name="Pages published"
            stroke={CHART_COLORS.success}
            {...LINE_SERIES}
          />
        </LineChart>
      }
      table={
        <DataTable
          caption="Pages published per bucket"
          columns={["Bucket", "Published", "Cumulative"]}
          rows={published.map((row) => ({ key: row.bucketStart, cells: [row.label, row.pages, row.cumulative] }))}
        />
      }
    />
  );
}
