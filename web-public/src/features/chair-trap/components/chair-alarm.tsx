/** An office chair under a clock stuck at 9.5 hours. Decorative. */
export function ChairAlarm() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className="mx-auto w-64">
      <circle cx="120" cy="120" r="100" fill="#ffffff" fillOpacity="0.35" />
      <g fill="none" stroke="#14180c" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round">
        <path d="M88 60c0-8 6-14 14-14h36c8 0 14 6 14 14v64H88z" />
        <path d="M78 132h84" />
        <path d="M120 132v44M90 196l30-20 30 20" />
      </g>
      <circle cx="90" cy="200" r="6" fill="#14180c" />
      <circle cx="150" cy="200" r="6" fill="#14180c" />
      <g>
        <circle cx="182" cy="62" r="34" fill="#14180c" />
        <text x="182" y="70" textAnchor="middle" fontSize="22" fontWeight="900" fill="#ff7a6b">
          9.5h
        </text>
      </g>
    </svg>
  );
}
