import type { ReachHost, ReachReport } from "@movebreak/shared/contracts/reach";
import { csvText, csvRow as row } from "@/lib/csv";

const figures = (host: ReachHost, report: ReachReport) => [
  host.host,
  host.loads,
  host.plays,
  host.playRate.toFixed(4),
  host.opens,
  report.from,
  report.to,
];

/**
 * The hosts as CSV: first each host's totals over the range (day empty), then each host's figures day by day
 * (oldest day first), so a spreadsheet can sum either without counting twice (filter on day).
 */
export function reachHostsCsv(report: ReachReport): string {
  const lines = [
    row(["host", "loads", "plays", "play_rate", "try_opens", "from", "to", "day"]),
    ...report.hosts.map((host) => row([...figures(host, report), ""])),
    ...report.dayHosts.map((host) => row([...figures(host, report), host.day])),
  ];
  return csvText(lines);
}
