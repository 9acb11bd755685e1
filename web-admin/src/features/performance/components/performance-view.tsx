import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState, StatTile } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { downloadFile, fileDate } from "@/lib/download-file";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useChartAnnotations } from "../api/get-chart-annotations";
import { usePageAnalytics } from "../api/get-page-analytics";
import { FIGURES } from "../utils/figures";
import { performanceCsv } from "../utils/performance-csv";
import { type PerformanceState, parseState, resolveRange, serialiseState } from "../utils/performance-state";
import { GROUP_LABELS, sortRows, tableRows } from "../utils/table-rows";
import { ChangeBadge } from "./change-badge";
import { ChangesList } from "./changes-list";
import { PerformanceControls } from "./performance-controls";
import { PerformanceTable } from "./performance-table";

// The charting library is large: it loads with this screen, not with the admin app (as the Metrics tab does).
const TrendCharts = lazy(() => import("./trend-charts").then((module) => ({ default: module.TrendCharts })));

/**
 * Performance: how the public pages do (views, store clicks, click rate) over a period, broken down by page,
 * topic, audience, context, generation method or day, against the period before, with what operators and the
 * automation changed marked on the trend. Its whole state is the address's query (a view can be shared).
 */
export function PerformanceView() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseState(search), [search]);
  const setState = (next: PerformanceState) => setSearch(serialiseState(next), { replace: true });
  const range = resolveRange(state.range, new Date());

  const byDay = usePageAnalytics({ ...range, groupBy: "day" });
  const breakdown = usePageAnalytics({ ...range, groupBy: state.groupBy, series: state.groupBy !== "day" });
  const annotations = useChartAnnotations(range);

  const report = breakdown.data;
  const rows = report ? sortRows(tableRows(report, state.compare), state.sort) : [];
  const error = breakdown.error ?? byDay.error;
  // By day the report lists every day, zeros too: "empty" is a period without a view or a click.
  const empty = !report || report.totals.views + report.totals.ctaClicks === 0;

  const download = () => {
    const csv = performanceCsv(rows, { keyHeader: GROUP_LABELS[state.groupBy], compare: state.compare });
    downloadFile(
      `performance-${state.groupBy}-${range.from}-to-${range.to}-${fileDate()}.csv`,
      new Blob([csv], { type: "text/csv;charset=utf-8" }),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PerformanceControls state={state} range={range} onChange={setState} />

      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
          Performance could not be read: {serverErrorMessage(error, error.message)}
        </p>
      ) : null}

      {/* The totals are the table's own report's, so the two always agree (the charts' report is read beside it). */}
      {!report ? (
        error ? null : (
          <Spinner label="Loading performance..." showLabel />
        )
      ) : (
        <>
          <section aria-label="Totals">
            <p className="mb-2 text-slate-600 text-sm">
              {range.from} to {range.to} (UTC)
              {state.compare ? `, compared with ${report.previous.from} to ${report.previous.to}` : ""}
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
              {FIGURES.map(({ figure, label, text }) => (
                <StatTile
                  key={figure}
                  label={label}
                  value={text(report.totals[figure])}
                  hint={
                    state.compare ? (
                      <ChangeBadge
                        current={report.totals[figure]}
                        previous={report.previous.totals[figure]}
                        previousText={text(report.previous.totals[figure])}
                      />
                    ) : undefined
                  }
                />
              ))}
            </dl>
            {/* Beacons without a page-load token that checks: shown apart, never in the figures above. */}
            <p className="mt-2 text-slate-600 text-sm" data-testid="unverified-figures">
              Unverified (no page load the server saw, not counted above):{" "}
              {report.totals.unverifiedViews.toLocaleString("en-US")} views,{" "}
              {report.totals.unverifiedCtaClicks.toLocaleString("en-US")} store clicks
            </p>
          </section>

          {byDay.data ? (
            <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
              <TrendCharts
                report={byDay.data}
                compare={state.compare}
                annotations={annotations.data?.annotations ?? []}
              />
            </Suspense>
          ) : null}
          <ChangesList
            annotations={annotations.data?.annotations ?? []}
            more={annotations.data?.more ?? false}
            isPending={annotations.isPending}
            error={annotations.error}
          />

          <section aria-labelledby="performance-breakdown" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="performance-breakdown" className="font-semibold text-lg text-slate-900">
                By {GROUP_LABELS[state.groupBy].toLowerCase()}
              </h2>
              <Button variant="outline" onClick={download} disabled={empty}>
                Download CSV
              </Button>
            </div>
            {empty ? (
              <EmptyState
                title="No page views in this period yet"
                hint="Views and store clicks appear here a few seconds after readers open the public pages."
              />
            ) : (
              <PerformanceTable
                rows={rows}
                groupBy={state.groupBy}
                sort={state.sort}
                onSort={(sort) => setState({ ...state, sort })}
                caption={`Views, store clicks and click rate by ${GROUP_LABELS[state.groupBy].toLowerCase()}`}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
