const SEGMENTS = ["#1e2a04", "#475b0f", "#58720b", "#769809", "#ffffff"];

/** A daily goal ring, full at 1,000 Watts. Decorative. */
export function WattsDial() {
  const circumference = 2 * Math.PI * 80;
  const share = circumference / SEGMENTS.length;
  return (
    <svg aria-hidden="true" viewBox="0 0 220 220" className="mx-auto w-64">
      <circle cx="110" cy="110" r="80" fill="none" stroke="#14180c" strokeOpacity="0.12" strokeWidth="26" />
      {SEGMENTS.map((color, index) => (
        <circle
          key={color}
          cx="110"
          cy="110"
          r="80"
          fill="none"
          stroke={color}
          strokeWidth="26"
          strokeDasharray={`${share - 6} ${circumference - share + 6}`}
          strokeDashoffset={-index * share}
          transform="rotate(-90 110 110)"
        />
      ))}
      <text x="110" y="112" textAnchor="middle" fontSize="34" fontWeight="900" fill="#14180c">
        1,000
      </text>
      <text x="110" y="138" textAnchor="middle" fontSize="14" fontWeight="800" fill="#14180c" letterSpacing="2">
        WATTS
      </text>
    </svg>
  );
}
