/**
 * A CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and text is never read as a
 * formula (a number, -50 included, is written as it is).
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of a CSV file. */
export const csvRow = (values: (string | number)[]): string => values.map(field).join(",");

/** The lines as a CSV file's text: CRLF after each, as RFC 4180 and spreadsheets expect. */
export const csvText = (lines: string[]): string => `${lines.join("\r\n")}\r\n`;
