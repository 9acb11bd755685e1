import type { Award } from "../data/awards";

/** A laurel-framed medal drawn in SVG, one per award (decorative: the award's text is next to it). */
export function AwardBadge({ award }: { award: Award }) {
  const symbol =
    award.id === "app-of-the-year" ? (
      <path d="M60 38l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" className="fill-ink" />
    ) : award.id === "rating" ? (
      <text x="60" y="70" textAnchor="middle" fontSize="26" fontWeight="900" className="fill-ink">
        4.8
      </text>
    ) : (
      <text x="60" y="70" textAnchor="middle" fontSize="24" fontWeight="900" className="fill-ink">
        50k+
      </text>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" width="120" height="120" className="h-28 w-28">
      <g className="fill-brand-700">
        {[0, 1, 2, 3, 4].map((i) => (
          <ellipse
            key={`l${i}`}
            cx={22 + i * 3}
            cy={84 - i * 12}
            rx="5"
            ry="10"
            transform={`rotate(${-30 + i * 12} ${22 + i * 3} ${84 - i * 12})`}
          />
        ))}
        {[0, 1, 2, 3, 4].map((i) => (
          <ellipse
            key={`r${i}`}
            cx={98 - i * 3}
            cy={84 - i * 12}
            rx="5"
            ry="10"
            transform={`rotate(${30 - i * 12} ${98 - i * 3} ${84 - i * 12})`}
          />
        ))}
      </g>
      <circle cx="60" cy="60" r="32" className="fill-brand-500" />
      <circle cx="60" cy="60" r="27" fill="none" stroke="#14180c" strokeWidth="2" strokeDasharray="3 4" />
      {symbol}
    </svg>
  );
}
