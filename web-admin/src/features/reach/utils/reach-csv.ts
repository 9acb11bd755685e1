import type { ReachHost, ReachReport } from "@movebreak/shared/contracts/reach";

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and never read as a formula. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (values: (string | number)[]) => values.map(field).join(",");

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
  return `${lines.join("\r\n")}\r\n`;
}
