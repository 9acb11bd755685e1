/** Latency summary of a set of samples, in milliseconds. */
export interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function summarize(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
  };
}

/** Times `work` `n` times after `warmup` untimed calls; milliseconds per call. */
export async function sample(n: number, warmup: number, work: (i: number) => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < warmup; i += 1) await work(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

export const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);

export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? "").length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join("  ");
  return [line(cells[0] as string[]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join(
    "\n",
  );
}
