/** A page of terms with ticks beside a shield. Decorative. */
export function TermsArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className="mx-auto w-60">
      <rect x="44" y="24" width="132" height="176" rx="16" fill="#ffffff" />
      {[64, 96, 128, 160].map((y) => (
        <g key={y}>
          <circle cx="70" cy={y} r="9" fill="#94be0b" />
          <path d={`M65 ${y}l4 4 7-8`} fill="none" stroke="#14180c" strokeWidth="3" strokeLinecap="round" />
          <rect x="88" y={y - 5} width="66" height="10" rx="5" fill="#14180c" fillOpacity="0.15" />
        </g>
      ))}
      <path d="M176 120l42 16v30c0 28-18 48-42 58-24-10-42-30-42-58v-30z" fill="#14180c" />
      <path d="M160 166l12 12 22-24" fill="none" stroke="#ff8fc6" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
