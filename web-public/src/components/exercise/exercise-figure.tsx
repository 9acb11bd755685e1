const BEAT = "1.6s";

function Figure({ animated }: { animated: boolean }) {
  // SMIL keeps the motion inside the SVG: nothing needed from the global stylesheet.
  const swing = (to: number) =>
    animated ? (
      <animateTransform
        attributeName="transform"
        type="rotate"
        values={`0 60 56;${to} 60 56;0 60 56`}
        dur={BEAT}
        repeatCount="indefinite"
      />
    ) : null;
  return (
    <g>
      {animated && (
        <animateTransform
          attributeName="transform"
          type="translate"
          values="0 0;0 -5;0 0"
          dur={BEAT}
          repeatCount="indefinite"
        />
      )}
      <circle cx="60" cy="28" r="13" fill="currentColor" stroke="none" />
      <path d="M60 50v48" />
      <path d="M60 56L38 88">{swing(125)}</path>
      <path d="M60 56l22 32">{swing(-125)}</path>
      <path d="M60 98l-16 48M60 98l16 48" />
    </g>
  );
}

/**
 * A stick figure raising and lowering its arms: the stand-in for a clip that
 * cannot play. Visitors who ask for reduced motion get it standing still.
 */
export function ExerciseFigure({ className = "h-32 w-24" }: { className?: string }) {
  const svg = {
    viewBox: "0 0 120 160",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 7,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  return (
    <>
      <svg aria-hidden="true" {...svg} className={`${className} motion-reduce:hidden`}>
        <Figure animated />
      </svg>
      <svg aria-hidden="true" {...svg} className={`${className} hidden motion-reduce:block`}>
        <Figure animated={false} />
      </svg>
    </>
  );
}
