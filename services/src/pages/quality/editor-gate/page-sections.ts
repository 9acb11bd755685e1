/**
 * The headings of a generated page's reference sections, written by the generators and read by the editor gate:
 * the routine (each move as the movement library teaches it), the warning signs and the sources are the same
 * words wherever they appear, so the gate's near-twin count leaves them out and checks them on their own.
 */
export const PAGE_SECTIONS = {
  routine: "The routine",
  warnings: "When to see a professional",
  sources: "Sources",
} as const;
