/** The brand mark, large, with a figure mid-move beside it. Decorative. */
export function AboutArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className="mx-auto w-64">
      <rect x="30" y="50" width="140" height="140" rx="36" fill="#94be0b" transform="rotate(-8 100 120)" />
      <path
        d="M62 156V84l24 38 22-38 22 38 24-38v72"
        fill="none"
        stroke="#1e2a04"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="rotate(-8 100 120)"
      />
      <g fill="none" stroke="#14180c" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="196" cy="58" r="13" fill="#14180c" stroke="none" />
        <path d="M194 78v50M194 88l-22-18M194 88l22-18M194 128l-14 40M194 128l14 40" />
      </g>
    </svg>
  );
}
