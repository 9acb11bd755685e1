const DOTS = [
  { cx: 80, cy: 80, fill: "#94be0b" },
  { cx: 160, cy: 80, fill: "#b69cff" },
  { cx: 60, cy: 160, fill: "#ff8fc6" },
  { cx: 140, cy: 160, fill: "#ff9f45" },
  { cx: 200, cy: 150, fill: "#ff7a6b" },
];

/** The header block colours as overlapping discs. Decorative. */
export function PaletteArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 260 240" className="mx-auto w-64">
      <circle cx="130" cy="120" r="118" fill="#ffffff" fillOpacity="0.4" />
      {DOTS.map((dot) => (
        <circle key={dot.fill} cx={dot.cx} cy={dot.cy} r="52" fill={dot.fill} stroke="#14180c" strokeWidth="4" />
      ))}
    </svg>
  );
}
