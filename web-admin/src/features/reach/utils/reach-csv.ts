import type { ReachReport } from "@movebreak/shared/contracts/reach";

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and never read as a formula. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (values: (string | number)[]) => values.map(field).join(",");

/** The per-host table as CSV, one host a line, with the range in the first line's columns. */
export function reachHostsCsv(report: ReachReport): string {
  const lines = [
    row(["host", "loads", "plays", "play_rate", "try_opens", "from", "to"]),
    ...report.hosts.map((host) =>
      row([host.host, host.loads, host.plays, host.playRate.toFixed(4), host.opens, report.from, report.to]),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
