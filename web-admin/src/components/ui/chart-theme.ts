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

/**
 * What every admin chart shares: it fills its ChartCard, and recharts' keyboard layer is off (the table under
 * the chart is what keyboards and screen readers read).
 */
export const CHART_FRAME = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: "100%", height: "100%" },
  margin: { top: 8, right: 8, left: -16, bottom: 0 },
} as const;

export const CHART_GRID = { stroke: CHART_COLORS.grid, vertical: false } as const;
/** The x axis of a chart over time: each point's `label`. */
export const TIME_AXIS = { dataKey: "label", tick: AXIS_TICK, minTickGap: 16 } as const;
export const COUNT_AXIS = { allowDecimals: false, tick: AXIS_TICK } as const;
/** A line series: drawn at once (no animation), without a dot per point. */
export const LINE_SERIES = { strokeWidth: 2, dot: false, isAnimationActive: false } as const;
/** Every chart's legend: small, in the order the series are drawn (not sorted by name). */
export const LEGEND = { wrapperStyle: { fontSize: 12 }, itemSorter: null } as const;
