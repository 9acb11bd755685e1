/** A person rolling their shoulders (arrows circling them), the move both home screens show. */
export function ShoulderRollsGlyph({ className, body = "#94be0b" }: { className: string; body?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <circle cx="20" cy="11" r="4.5" fill="#14180c" />
      <path d="M11 33v-8c0-4 4-7 9-7s9 3 9 7v8z" fill={body} />
      <path
        d="M9.5 19.5a5 5 0 0 1 4-4.5M30.5 19.5a5 5 0 0 0-4-4.5"
        fill="none"
        stroke="#14180c"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M8 17.6l1.5 2 2-1.3M32 17.6l-1.5 2-2-1.3" fill="none" stroke="#14180c" strokeWidth="1.6" />
    </svg>
  );
}
