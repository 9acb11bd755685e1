/** A road-sign style warning: a seated figure in a diamond. Decorative. */
export function WarningSign() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className="mx-auto h-64 w-64 drop-shadow-xl sm:h-72 sm:w-72">
      <rect x="35" y="35" width="170" height="170" rx="18" transform="rotate(45 120 120)" fill="#14180c" />
      <rect x="45" y="45" width="150" height="150" rx="12" transform="rotate(45 120 120)" fill="#fbbf24" />
      <g fill="none" stroke="#14180c" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round">
        {/* The chair */}
        <path d="M86 84v62M86 146h52M138 146v26M90 146v26" />
        {/* The figure, folded into it */}
        <circle cx="112" cy="80" r="10" fill="#14180c" stroke="none" />
        <path d="M110 96l-4 38h30l8 30" />
        <path d="M110 106l22 12 14-6" />
      </g>
      <g className="motion-safe:animate-pulse">
        <circle cx="164" cy="86" r="14" fill="#be123c" />
        <text x="164" y="92" textAnchor="middle" fontSize="18" fontWeight="900" fill="#fff">
          !
        </text>
      </g>
    </svg>
  );
}
