import type { Award } from "../data/awards";

/** Laurel leaves up the left side of the medal (mirrored on the right), following its rim. */
const LEAVES = [100, 84, 66, 48, 31].map((y, i) => ({ x: [30, 17, 11, 12, 19][i] as number, y, angle: -50 + i * 22 }));

/** A laurel-framed medal drawn in SVG, one per award (decorative: the award's text is next to it). */
export function AwardBadge({ award }: { award: Award }) {
  const symbol =
    award.id === "app-of-the-year" ? (
      <path d="M60 36l7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" className="fill-ink" />
    ) : award.id === "rating" ? (
      <text x="60" y="68" textAnchor="middle" fontSize="24" fontWeight="900" className="fill-ink">
        4.8
      </text>
    ) : (
      <text x="60" y="67" textAnchor="middle" fontSize="18" fontWeight="900" className="fill-ink">
        50k+
      </text>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" width="120" height="120" className="h-28 w-28">
      <g className="fill-brand-700">
        {LEAVES.map(({ x, y, angle }) => (
          <ellipse key={`l${y}`} cx={x} cy={y} rx="5" ry="11" transform={`rotate(${angle} ${x} ${y})`} />
        ))}
        {LEAVES.map(({ x, y, angle }) => (
          <ellipse key={`r${y}`} cx={120 - x} cy={y} rx="5" ry="11" transform={`rotate(${-angle} ${120 - x} ${y})`} />
        ))}
      </g>
      <circle cx="60" cy="60" r="38" className="fill-brand-500" />
      <circle cx="60" cy="60" r="32" fill="none" stroke="#14180c" strokeWidth="2" strokeDasharray="3 4" />
      {symbol}
    </svg>
  );
}
