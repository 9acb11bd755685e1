import type { ReactNode } from "react";
import type { FeatureId } from "../data/features";

/* Flat scenes drawn on a 160x100 canvas with the brand palette; decorative only. */
const LIME = "#94be0b";
const PALE = "#d9eb95";
const DARK = "#1e2a04";

const line = { fill: "none", stroke: DARK, strokeWidth: 4, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const SCENES: Record<FeatureId, ReactNode> = {
  "one-minute-breaks": (
    <>
      <circle cx="80" cy="52" r="34" fill={PALE} />
      <path d="M80 18a34 34 0 0 1 34 34H80z" fill={LIME} />
      <circle cx="80" cy="52" r="34" {...line} />
      <path d="M80 52V30M80 52l14 8" {...line} />
      <rect x="72" y="8" width="16" height="6" rx="3" fill={DARK} />
    </>
  ),
  "active-pass": (
    <>
      <rect x="56" y="8" width="48" height="86" rx="10" fill={DARK} />
      <rect x="61" y="16" width="38" height="70" rx="5" fill={PALE} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect key={`${row}-${col}`} x={65 + col * 11} y={22 + row * 11} width="8" height="8" rx="2" fill="#fff" />
        )),
      )}
      <rect x="68" y="58" width="24" height="18" rx="4" fill={LIME} />
      <path d="M73 58v-5a7 7 0 0 1 14 0v5" {...line} strokeWidth={3.5} />
    </>
  ),
  watts: (
    <>
      <circle cx="80" cy="50" r="38" fill={PALE} />
      <path d="M86 14L58 56h20l-6 30 30-44H82z" fill={LIME} stroke={DARK} strokeWidth="4" strokeLinejoin="round" />
    </>
  ),
  "inactivity-detection": (
    <>
      <path d="M80 86S40 62 40 38a20 20 0 0 1 40-6 20 20 0 0 1 40 6c0 24-40 48-40 48z" fill={PALE} />
      <path d="M20 52h36l8-16 12 32 10-24 6 8h48" {...line} stroke={LIME} strokeWidth={6} />
      <path d="M20 52h36l8-16 12 32 10-24 6 8h48" {...line} strokeWidth={2} />
    </>
  ),
  "sit-guard": (
    <>
      <path d="M80 8l34 12v26c0 24-16 40-34 46-18-6-34-22-34-46V20z" fill={LIME} stroke={DARK} strokeWidth="4" />
      <path d="M68 34v20h24M92 54v14M68 54v14M68 44h18" {...line} />
    </>
  ),
  "movement-recommender": (
    <>
      <rect x="30" y="26" width="56" height="64" rx="10" fill={PALE} transform="rotate(-8 58 58)" />
      <rect x="66" y="20" width="56" height="64" rx="10" fill={LIME} stroke={DARK} strokeWidth="4" />
      <circle cx="94" cy="40" r="7" fill={DARK} />
      <path d="M94 47v16m-12-8l12-4 12 4m-12 8l-8 12m8-12l8 12" {...line} strokeWidth={3.5} />
      <path d="M132 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={DARK} />
    </>
  ),
  "movement-library": (
    <>
      {[0, 1, 2, 3].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={22 + col * 30}
            y={14 + row * 38}
            width="26"
            height="34"
            rx="6"
            fill={(col + row) % 3 === 0 ? LIME : PALE}
            stroke={DARK}
            strokeWidth="3"
          />
        )),
      )}
    </>
  ),
  "streaks-stats": (
    <>
      <path d="M20 88h120" {...line} />
      {[22, 34, 28, 46, 40, 58, 70].map((height, index) => (
        <rect
          key={height}
          x={26 + index * 16}
          y={84 - height}
          width="11"
          height={height}
          rx="3"
          fill={index === 6 ? LIME : PALE}
          stroke={DARK}
          strokeWidth="3"
        />
      ))}
    </>
  ),
  "daily-goals": (
    <>
      <circle cx="80" cy="50" r="34" fill="none" stroke={PALE} strokeWidth="14" />
      <path d="M80 16a34 34 0 1 1-32 45" fill="none" stroke={LIME} strokeWidth="14" strokeLinecap="round" />
      <path d="M68 50l8 8 16-16" {...line} />
    </>
  ),
  schedule: (
    <>
      <rect x="34" y="16" width="92" height="74" rx="10" fill="#fff" stroke={DARK} strokeWidth="4" />
      <path d="M34 36h92" {...line} />
      <path d="M54 10v14M106 10v14" {...line} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={44 + col * 19}
            y={46 + row * 20}
            width="13"
            height="12"
            rx="3"
            fill={col === 1 && row === 0 ? LIME : PALE}
          />
        )),
      )}
    </>
  ),
  "power-hour": (
    <>
      <rect x="36" y="30" width="80" height="42" rx="8" fill="#fff" stroke={DARK} strokeWidth="4" />
      <rect x="118" y="42" width="8" height="18" rx="3" fill={DARK} />
      <rect x="43" y="37" width="50" height="28" rx="4" fill={LIME} />
      <path d="M74 38l-12 14h10l-4 12 14-16H72z" fill={DARK} />
    </>
  ),
  "days-off": (
    <>
      <circle cx="80" cy="50" r="22" fill={LIME} stroke={DARK} strokeWidth="4" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <path key={angle} d="M80 14v-6" {...line} transform={`rotate(${angle} 80 50)`} />
      ))}
      <path d="M20 90c20-10 40-10 60 0s40 10 60 0" fill="none" stroke={PALE} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  favorites: (
    <>
      <path d="M52 10h56v82L80 74 52 92z" fill={PALE} stroke={DARK} strokeWidth="4" strokeLinejoin="round" />
      <path
        d="M80 56s-16-9-16-20a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 11-16 20-16 20z"
        fill={LIME}
        stroke={DARK}
        strokeWidth="3.5"
      />
    </>
  ),
  "healthy-work-timer": (
    <>
      <rect x="24" y="24" width="64" height="52" rx="6" fill={PALE} stroke={DARK} strokeWidth="4" />
      <path d="M36 40h30M36 52h40M36 64h22" {...line} strokeWidth={3} />
      <circle cx="112" cy="56" r="26" fill={LIME} stroke={DARK} strokeWidth="4" />
      <path d="M112 56V42M112 56h10" {...line} />
    </>
  ),
  "family-sharing": (
    <>
      {[
        { x: 34, y: 30, s: 1 },
        { x: 80, y: 22, s: 1.15 },
        { x: 126, y: 30, s: 1 },
        { x: 52, y: 56, s: 0.75 },
        { x: 80, y: 60, s: 0.75 },
        { x: 108, y: 56, s: 0.75 },
      ].map(({ x, y, s: scale }, index) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${scale})`}>
          <path d="M-17 40a17 17 0 0 1 34 0z" fill={index < 3 ? PALE : LIME} stroke={DARK} strokeWidth="3.5" />
          <circle cx="0" cy="10" r="10" fill={index < 3 ? LIME : PALE} stroke={DARK} strokeWidth="3.5" />
        </g>
      ))}
    </>
  ),
  "shareable-routines": (
    <>
      <rect x="22" y="38" width="62" height="26" rx="13" fill="none" stroke={DARK} strokeWidth="6" />
      <rect x="76" y="38" width="62" height="26" rx="13" fill="none" stroke={LIME} strokeWidth="6" />
      <path d="M60 51h40" stroke={DARK} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
};

export function FeatureIllustration({ id }: { id: FeatureId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 100" className="h-full w-full">
      {SCENES[id]}
    </svg>
  );
}
