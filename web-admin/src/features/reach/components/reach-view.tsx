import { useState } from "react";
import { StatTile } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { lastDays } from "@/lib/utc-days";
import { useReach } from "../api/get-reach";
import { DayHostsTable } from "./day-hosts-table";
import { HostsTable, percent } from "./hosts-table";
import { ReachChart } from "./reach-chart";

const RANGES = [7, 30, 90] as const;
type Range = (typeof RANGES)[number];

/** Reach: where the players are embedded and used, per day and per host. */
export function ReachView() {
  const [days, setDays] = useState<Range>(30);
  const params = lastDays(days);
  const reach = useReach(params);
  const report = reach.data;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">Period</legend>
        <div className="inline-grid grid-cols-3 gap-1 rounded-lg bg-slate-200/70 p-1">
          {RANGES.map((range) => (
            <label
              key={range}
              className={cn(
                "min-h-10 cursor-pointer rounded-md px-3 py-2 text-center font-medium text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-slate-900 sm:px-5",
                days === range ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:bg-white/60",
              )}
            >
              <input
                type="radio"
                name="reach-range"
                className="sr-only"
                checked={days === range}
                onChange={() => setDays(range)}
              />
              Last {range} days
            </label>
          ))}
        </div>
        {report ? (
          <p className="text-slate-600 text-sm">
            {report.from} to {report.to} (UTC)
          </p>
        ) : null}
      </fieldset>

      {reach.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
          Reach could not be read: {reach.error.message}
        </p>
      ) : null}
      {!report ? (
        reach.isPending ? (
          <p className="text-slate-600">Loading reach…</p>
        ) : null
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1">
            <StatTile label="Player loads" value={report.totals.loads} />
            <StatTile label="Plays" value={report.totals.plays} />
            <StatTile
              label="Play rate"
              value={report.totals.loads > 0 ? percent(report.totals.plays / report.totals.loads) : "–"}
            />
            <StatTile label="/try opens" value={report.totals.opens} />
            <StatTile label="Hosts" value={report.totals.hosts} />
          </dl>
          <ReachChart report={report} />
          <HostsTable report={report} />
          <DayHostsTable report={report} />
        </>
      )}
    </div>
  );
}
