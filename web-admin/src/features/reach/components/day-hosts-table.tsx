import { REACH_HOSTS, type ReachReport } from "@movebreak/shared/contracts/reach";
import { percent } from "./hosts-table";

/** The listed hosts day by day (a day without a count is left out), oldest day first: where each day's reach came from. */
export function DayHostsTable({ report }: { report: ReachReport }) {
  if (report.dayHosts.length === 0) return null;
  return (
    <section aria-labelledby="reach-day-hosts" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="reach-day-hosts" className="mb-1 font-semibold text-slate-900">
        Hosts by day
      </h2>
      <p className="mb-3 text-slate-600 text-sm">
        The hosts above, day by day (UTC). The CSV holds these rows too, after the totals.
      </p>
      <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Each host's loads, plays, play rate and /try opens per day</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
            <tr>
              {["Day", "Host"].map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium sm:px-3">
                  {column}
                </th>
              ))}
              {["Loads", "Plays", "Play rate", "/try opens"].map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {report.dayHosts.map((row) => (
              <tr key={`${row.day}|${row.host}`}>
                <td className="whitespace-nowrap px-2 py-1.5 sm:px-3">{row.day}</td>
                <th
                  scope="row"
                  className="max-w-[8.5rem] truncate px-2 py-1.5 font-normal sm:max-w-[20rem] sm:px-3"
                  title={row.host}
                >
                  {row.host === REACH_HOSTS.unverified ? "Unverified" : row.host}
                </th>
                <td className="px-2 py-1.5 text-right sm:px-3">{row.loads}</td>
                <td className="px-2 py-1.5 text-right sm:px-3">{row.plays}</td>
                <td className="px-2 py-1.5 text-right sm:px-3">{row.loads > 0 ? percent(row.playRate) : "–"}</td>
                <td className="px-2 py-1.5 text-right sm:px-3">{row.opens}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
