/**
 * The first candidate that fits in `max` characters; when none does, the last
 * one cut at a word boundary (with an ellipsis when asked), never over `max`.
 */
export function fitText(candidates: readonly string[], max: number, ellipsis = false): string {
  const clean = candidates.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  const fitting = clean.find((text) => text.length <= max);
  if (fitting !== undefined) return fitting;
  return cutAtWord(clean[clean.length - 1] ?? "", max, ellipsis);
}

export function cutAtWord(text: string, max: number, ellipsis = false): string {
  if (text.length <= max) return text;
  const room = ellipsis ? max - 1 : max;
  const head = text.slice(0, room + 1);
  const space = head.lastIndexOf(" ");
  const cut = (space > room / 2 ? head.slice(0, space) : text.slice(0, room)).replace(/[\s,;:.\-–]+$/, "");
  return ellipsis ? `${cut}…` : cut;
}
