/** Chart colours, from the admin palette (brand green, red for failures). */
export const CHART_COLORS = {
  success: "#769a06",
  failure: "#dc2626",
  line: "#475d0c",
  p50: "#a6ca22",
  p95: "#0369a1",
  grid: "#e2e8f0",
  axis: "#64748b",
} as const;

export const AXIS_TICK = { fontSize: 11, fill: CHART_COLORS.axis } as const;
