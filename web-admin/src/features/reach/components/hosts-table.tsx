import { REACH_HOSTS, type ReachReport } from "@movebreak/shared/contracts/reach";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { downloadFile } from "@/lib/download-file";
import { reachHostsCsv } from "../utils/reach-csv";

export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const UNVERIFIED_NOTE_ID = "reach-unverified-note";
export const UNVERIFIED_NOTE =
  "Unverified: loads and plays from players that named a host their browser did not confirm (the page's address or the frame's did not match). They count in the totals, but under no host's name.";

/** A host's name as the table shows it: "(unverified)" is not a host but the counts no browser vouched for. */
function HostName({ host }: { host: string }) {
  if (host !== REACH_HOSTS.unverified) return host;
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-xs">Unverified</span>;
}

/** The embedding hosts, most loads first, with a CSV download of the same rows. */
export function HostsTable({ report }: { report: ReachReport }) {
  const download = () =>
    downloadFile(
      `reach-hosts-${report.from}-to-${report.to}.csv`,
      new Blob([reachHostsCsv(report)], { type: "text/csv;charset=utf-8" }),
    );
  return (
    <section aria-labelledby="reach-hosts" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="reach-hosts" className="font-semibold text-slate-900">
            Top embedding hosts
          </h2>
          <p className="text-slate-600 text-sm">
            {report.totals.hosts === report.hosts.length
              ? plural(report.hosts.length, "host")
              : `The first ${report.hosts.length} of ${report.totals.hosts} hosts`}
            , by player loads. A host is a hostname only: no page, address or cookie is kept.
          </p>
          {/* What the server can and cannot check about a host (docs/analytics.md): said where the hosts are read. */}
          <p className="text-slate-600 text-sm" data-testid="reach-hosts-claimed">
            Hosts are as named, not proven: a browser names the page it is on (its Referer), but a script can name any
            host. Location ids the catalog lacks are refused.
          </p>
        </div>
        <Button variant="outline" onClick={download} disabled={report.hosts.length === 0}>
          Download CSV
        </Button>
      </div>
      {report.hosts.length === 0 ? (
        <EmptyState title="No host yet" hint="A host shows here within a minute of its first player load." />
      ) : (
        <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Embedding hosts with their loads, plays, play rate and /try opens</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
              <tr>
                <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                  Host
                </th>
                {["Loads", "Plays", "Play rate", "/try opens"].map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {report.hosts.map((host) => (
                <tr key={host.host}>
                  <th
                    scope="row"
                    className="max-w-[8.5rem] truncate sm:max-w-[20rem] px-2 py-1.5 sm:px-3 font-normal"
                    title={host.host === REACH_HOSTS.unverified ? UNVERIFIED_NOTE : host.host}
                    aria-describedby={host.host === REACH_HOSTS.unverified ? UNVERIFIED_NOTE_ID : undefined}
                  >
                    <HostName host={host.host} />
                  </th>
                  <td className="px-2 py-1.5 sm:px-3 text-right">{host.loads}</td>
                  <td className="px-2 py-1.5 sm:px-3 text-right">{host.plays}</td>
                  <td className="px-2 py-1.5 sm:px-3 text-right">{host.loads > 0 ? percent(host.playRate) : "–"}</td>
                  <td className="px-2 py-1.5 sm:px-3 text-right">{host.opens}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.hosts.some((host) => host.host === REACH_HOSTS.unverified) ? (
        <p id={UNVERIFIED_NOTE_ID} className="mt-3 text-slate-600 text-sm">
          {UNVERIFIED_NOTE}
        </p>
      ) : null}
    </section>
  );
}
