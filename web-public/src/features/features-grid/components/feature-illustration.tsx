import type { ReactNode } from "react";
import { AppIcon, type AppKind } from "@/components/product-art/app-icon";
import type { FeatureId } from "../data/features";

/* Flat scenes drawn on a 160x100 canvas with the brand palette; decorative only. */
const LIME = "#94be0b";
const PALE = "#d9eb95";
const DARK = "#1e2a04";

/** The apps on the Active Pass phone, all paused. */
const PAUSED_APPS: readonly AppKind[] = ["chat", "video", "photo", "news", "game", "mail"];

/** Three moves of the library, each with a stick pose (below a head at 10,6 on a 20 x 20 tile). */
const LIBRARY_ROWS = [
  { title: "Neck release", length: "30 sec · seated", pose: "M10 9v6M5 11l5-1 5 1M7 18l3-3 3 3" },
  { title: "Arm raises", length: "1 min · standing", pose: "M10 9v6M5 4l5 6 5-6M7 18l3-3 3 3" },
  { title: "Calf raises", length: "45 sec · at the desk", pose: "M10 9v6M6 13l4-3 4 3M8 19l2-4 2 4" },
] as const;

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
      <rect x="56" y="6" width="48" height="90" rx="10" fill={DARK} />
      <rect x="60" y="10" width="40" height="82" rx="7" fill={PALE} />
      <text x="80" y="25" textAnchor="middle" fontSize="10" fontWeight="700" fill={DARK}>
        10:55
      </text>
      {PAUSED_APPS.map((kind, index) => (
        <AppIcon
          key={kind}
          kind={kind}
          lock="paused"
          x={62.5 + (index % 3) * 12}
          y={31 + Math.floor(index / 3) * 13}
          width="11"
          height="11"
        />
      ))}
      <rect x="64" y="63" width="32" height="11" rx="5.5" fill={LIME} />
      <text x="80" y="70.6" textAnchor="middle" fontSize="5.5" fontWeight="800" fill={DARK}>
        Move 1 min
      </text>
      <rect x="72" y="86" width="16" height="1.6" rx=".8" fill={DARK} />
      <circle cx="130" cy="40" r="15" fill="#fff" />
      <circle cx="130" cy="40" r="11" fill="none" stroke={PALE} strokeWidth="5" />
      <path d="M130 29a11 11 0 1 1-10.4 14.6" fill="none" stroke={LIME} strokeWidth="5" strokeLinecap="round" />
      <path d="M131.5 34l-4 6.5h3.2l-1 5.5 4.3-6.8h-3.3z" fill={DARK} />
      <rect x="14" y="56" width="36" height="20" rx="6" fill="#fff" />
      <path
        d="M22 60c.6 2.4 3.6 3.6 3.6 7.2a3.6 3.6 0 0 1-7.2 0c0-1.8 1.2-3 1.8-3.6 0 1.2.6 1.8 1.2 1.8 0-2.4-.6-3.6.6-5.4z"
        fill="#ff9f45"
      />
      <text x="30" y="69" fontSize="7" fontWeight="800" fill={DARK}>
        12
      </text>
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
      <rect x="22" y="6" width="116" height="88" rx="10" fill="#fff" stroke={DARK} strokeWidth="3" />
      {LIBRARY_ROWS.map((row, index) => (
        <g key={row.title} transform={`translate(30 ${14 + index * 26})`}>
          <rect width="20" height="20" rx="5" fill={index === 0 ? LIME : PALE} />
          <circle cx="10" cy="6" r="2.6" fill={DARK} />
          <path d={row.pose} fill="none" stroke={DARK} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <text x="27" y="9" fontSize="7.5" fontWeight="800" fill={DARK}>
            {row.title}
          </text>
          <text x="27" y="18" fontSize="6" fontWeight="600" fill={DARK} fillOpacity=".75">
            {row.length}
          </text>
          <circle cx="91" cy="10" r="6.5" fill={index === 0 ? DARK : PALE} />
          <path d="M89 7v6l5-3z" fill={index === 0 ? LIME : DARK} />
        </g>
      ))}
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
