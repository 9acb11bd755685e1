/**
 * How the embed player reads its options from text (data attributes, and the iframe player's query
 * parameters): the same rules in the browser and on the server.
 */

export const DEFAULT_WIDTH = "400px";

/**
 * "true"/"false" (also 1/0, yes/no, on/off, any case); a bare attribute counts as true,
 * anything unreadable gives the default.
 */
export function parseBoolean(value: string | null | undefined, fallback: boolean): boolean {
  if (value === null || value === undefined) return fallback;
  const text = value.trim().toLowerCase();
  if (text === "" || text === "true" || text === "1" || text === "yes" || text === "on") return true;
  if (text === "false" || text === "0" || text === "no" || text === "off") return false;
  return fallback;
}

/** A CSS length; a bare number means pixels; empty or suspicious text gives the default. */
export function parseWidth(value: string | null | undefined): string {
  const text = value?.trim() ?? "";
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}px`;
  // A single CSS value: no declarations or functions smuggled in through the attribute.
  if (!text || /[;:{}()"'\\<>]/.test(text) || text.length > 40) return DEFAULT_WIDTH;
  return text;
}
