/** An empty office chair and a figure striding away from it. Decorative. */
export function EscapeArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 260" className="mx-auto w-full max-w-md">
      <circle cx="160" cy="130" r="120" fill="#94be0b" opacity="0.12" />
      {/* The chair */}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M70 60c0-8 6-14 14-14h28c8 0 14 6 14 14v62H70z" />
        <path d="M62 128h76" />
        <path d="M100 128v50M70 200l30-22 30 22M100 178v26" />
        <circle cx="70" cy="208" r="5" />
        <circle cx="130" cy="208" r="5" />
      </g>
      {/* Motion lines */}
      <g stroke="#c1dc57" strokeWidth="6" strokeLinecap="round">
        <path d="M156 96h26M148 120h30M156 144h22" />
      </g>
      {/* The figure, mid-stride */}
      <g fill="none" stroke="#c1dc57" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="238" cy="58" r="15" fill="#c1dc57" stroke="none" />
        <path d="M232 82l-10 62" />
        <path d="M230 92l-26 22M230 92l30 16 14-18" />
        <path d="M222 144l-24 30-6 30M222 144l28 24 4 36" />
      </g>
    </svg>
  );
}
