import { isDrawable } from "./fonts.js";

// Text that reaches an image comes from generated or operator-written copy: it is
// normalised, stripped of characters the fonts cannot draw meaningfully, and capped.

const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
// Format characters (bidi overrides, zero-width joiners, soft hyphens), lone surrogates,
// private-use code points, emoji and their modifiers: the images are emoji-free by design.
// The trade marks and arrows that Unicode also counts as pictographs are kept.
const INVISIBLE_OR_PICTOGRAPHIC =
  /(?![\u00A9\u00AE\u2122\u2190-\u2199])(?:[\p{Cf}\p{Cs}\p{Co}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Variation_Selector}\u{1F1E6}-\u{1F1FF}]|\u{20E3})/gu;
const SPACES = /\s+/gu;
// Characters of scripts the fonts lack (CJK, Arabic, Devanagari...) are dropped rather than
// drawn as "no glyph" boxes on a published image.
const ANY_NON_SPACE = /\S/gu;
const dropUndrawable = (text: string) =>
  text.replace(ANY_NON_SPACE, (ch) => (isDrawable(ch.codePointAt(0) ?? 0) ? ch : ""));
const ELLIPSIS = "\u2026";

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Normalises `value` to one clean line of at most `maxChars` characters (graphemes), ending in "…" when cut. */
export function cleanText(value: unknown, maxChars: number): string {
  if (typeof value !== "string") return "";
  // Bound the work on absurd inputs before normalising; what is cut here is cut below anyway.
  const raw = value.length > maxChars * 8 + 64 ? value.slice(0, maxChars * 8 + 64) : value;
  const visible = raw.normalize("NFC").replace(LINE_BREAKS_AND_CONTROLS, " ").replace(INVISIBLE_OR_PICTOGRAPHIC, "");
  const text = dropUndrawable(visible).replace(SPACES, " ").trim();
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  if (parts.length <= maxChars) return text;
  let cut = parts.slice(0, Math.max(1, maxChars - 1)).join("");
  // Prefer ending on a whole word when one ends close to the limit.
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > cut.length * 0.7) cut = cut.slice(0, lastSpace);
  return cut.replace(/[\s\p{P}]+$/u, "") + ELLIPSIS;
}

/** Up to `maxItems` cleaned, non-empty entries. */
export function cleanList(values: readonly unknown[] | undefined, maxItems: number, maxChars: number): string[] {
  if (!Array.isArray(values)) return [];
  return values
    .map((v) => cleanText(v, maxChars))
    .filter((v) => v.length > 0)
    .slice(0, maxItems);
}

/**
 * A site address shown without scheme, "www." and trailing slash. When the whole address
 * is longer than `maxChars`, the host alone is shown: a cut-off path reads as a mistake.
 */
export function displayUrl(value: unknown, maxChars: number): string {
  const text = cleanText(value, 2000)
    .replace(/^https?:\/\//iu, "")
    .replace(/^www\./iu, "")
    .replace(/\/+$/u, "");
  if (text.length <= maxChars) return text;
  return cleanText(text.split(/[/?#]/u)[0], maxChars);
}
