/** `text` for a LIKE pattern, matched literally: its %, _ and \ escaped with \ (PostgreSQL's default escape). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
