import { CHART_COLORS } from "@/components/ui/chart-theme";

const WIDTH = 96;
const HEIGHT = 28;

/**
 * A row's views over the period, as a small line (its own scale: the shape, not the size, is what it shows).
 * Drawn as plain SVG: a chart library's frame for each of a hundred rows would cost more than the line.
 */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length < 2) return null;
  const max = Math.max(1, ...values);
  const step = WIDTH / (values.length - 1);
  const points = values.map(
    (value, index) => `${(index * step).toFixed(1)},${(HEIGHT - 2 - (value / max) * (HEIGHT - 4)).toFixed(1)}`,
  );
  const last = values.length - 1;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="overflow-visible"
    >
      <polyline
        points={`0,${HEIGHT} ${points.join(" ")} ${WIDTH},${HEIGHT}`}
        fill={CHART_COLORS.p50}
        fillOpacity={0.18}
        stroke="none"
      />
      <polyline
        points={points.join(" ")}
        fill="none"
        stroke={CHART_COLORS.line}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <circle cx={last * step} cy={Number(points[last]?.split(",")[1])} r={2} fill={CHART_COLORS.line} />
    </svg>
  );
}
