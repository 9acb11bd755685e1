/**
 * The change from the previous period as a fraction (0.25 is 25% more), or null when there is nothing to
 * compare with: the previous figure was 0 (from nothing, any change is infinite).
 */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** "▲ 25%", "▼ 8%", "0%", or "new" when there was nothing before. Whole percents, one decimal under 10%. */
export function formatChange(change: number | null): string {
  if (change === null) return "new";
  const percent = Math.abs(change * 100);
  const digits = percent > 0 && percent < 10 ? 1 : 0;
  const text = `${percent.toFixed(digits)}%`;
  if (text === "0%" || text === "0.0%") return "0%";
  return `${change > 0 ? "▲" : "▼"} ${text}`;
}

/** A click rate as a percentage, one decimal ("12.5%"). */
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)}%`;
