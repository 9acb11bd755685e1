import { AppIcon, type AppKind } from "@/components/product-art/app-icon";
import { ShoulderRollsGlyph } from "./shoulder-rolls-glyph";

/** The three apps the lock screen says are taking a break. */
const PAUSED: readonly { kind: AppKind; label: string }[] = [
  { kind: "chat", label: "Chat" },
  { kind: "video", label: "Videos" },
  { kind: "game", label: "Games" },
];

function StatusBar() {
  return (
    <div className="flex justify-end px-7 pt-4">
      <svg viewBox="0 0 46 12" className="h-3 w-12" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <rect key={bar} x={bar * 4} y={9 - bar * 2.5} width="3" height={3 + bar * 2.5} rx=".8" fill="#14180c" />
        ))}
        <path d="M19 5.2a7 7 0 0 1 9 0M20.8 7.3a4.2 4.2 0 0 1 5.4 0" fill="none" stroke="#14180c" strokeWidth="1.4" />
        <circle cx="23.5" cy="9.6" r="1.2" fill="#14180c" />
        <rect x="31" y="1.5" width="12.5" height="9" rx="2.2" fill="none" stroke="#14180c" strokeOpacity=".5" />
        <rect x="32.5" y="3" width="8" height="6" rx="1.2" fill="#14180c" />
        <rect x="44.3" y="4.5" width="1.5" height="3" rx=".6" fill="#14180c" fillOpacity=".5" />
      </svg>
    </div>
  );
}

function PadlockIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="5" y="11" width="14" height="10" rx="2.5" fill="currentColor" />
      <path d="M8 11V7.5a4 4 0 0 1 8 0V11" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A drawn phone on its lock screen: the time, then Movebreak's notice that three apps are paused, and the
 * move that hands them back. Purely decorative (the hero's text says all of it).
 */
export function HeroPhone() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-72 select-none">
      <div className="absolute -inset-10 rounded-full bg-brand-300/40 blur-3xl" />
      <div className="relative rounded-[2.75rem] bg-ink p-2.5 shadow-2xl ring-1 ring-white/10">
        <div className="relative overflow-hidden rounded-[2.3rem] bg-gradient-to-b from-brand-200 via-brand-50 to-white">
          <div className="absolute top-2.5 left-1/2 h-6 w-24 -translate-x-1/2 rounded-full bg-ink" />
          <StatusBar />
          <div className="flex flex-col items-center pt-5 text-ink">
            <PadlockIcon className="h-4 w-4" />
            <p className="mt-1.5 text-sm font-semibold">Tuesday 14 May</p>
            <p className="text-6xl leading-none font-bold tracking-tight tabular-nums">10:55</p>
          </div>
          <div className="space-y-2.5 px-3.5 pt-5 pb-4">
            <div className="rounded-3xl bg-white/85 p-3.5 shadow-sm ring-1 ring-ink/5 backdrop-blur">
              <div className="flex items-center gap-1.5 text-[11px] font-semibold text-ink/75">
                <span className="flex h-4 w-4 items-center justify-center rounded-[5px] bg-brand-500 text-ink">
                  <PadlockIcon className="h-2.5 w-2.5" />
                </span>
                <span className="tracking-wider uppercase">Time to move</span>
                <span className="ml-auto font-medium">now</span>
              </div>
              <p className="mt-2 text-base leading-tight font-bold text-ink">3 apps are taking a break</p>
              <p className="mt-0.5 text-xs text-ink/75">You have been sitting for 55 minutes</p>
              <ul className="mt-3 flex justify-between px-1">
                {PAUSED.map((app) => (
                  <li key={app.kind} className="flex w-14 flex-col items-center">
                    <AppIcon kind={app.kind} lock="paused" className="h-12 w-12" />
                    <span className="mt-1 text-[10px] font-semibold text-ink/75">{app.label}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-3xl bg-white p-3.5 shadow-sm ring-1 ring-ink/10">
              <div className="flex items-center gap-3">
                <ShoulderRollsGlyph className="h-11 w-11 shrink-0 rounded-xl bg-brand-100" />
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-ink/75">Your move</p>
                  <p className="font-bold text-ink">Shoulder rolls</p>
                </div>
              </div>
              <div className="mt-3 flex items-center justify-between">
                <span className="text-sm text-ink/75">1 minute</span>
                <span className="rounded-full bg-brand-500 px-4 py-1.5 text-xs font-bold text-ink">Start</span>
              </div>
            </div>
          </div>
          <div className="flex items-center justify-between px-7 pb-3">
            <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink/10">
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
                <path d="M9 3h6v4l-2 3v10h-2V10L9 7z" fill="#14180c" />
              </svg>
            </span>
            <span data-control="camera" className="flex h-9 w-9 items-center justify-center rounded-full bg-ink/10">
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
                <path
                  d="M4 9c0-1 .8-2 2-2h2l1.5-2h5L16 7h2c1.2 0 2 1 2 2v8c0 1-.8 2-2 2H6c-1.2 0-2-1-2-2z"
                  fill="#14180c"
                />
                <circle cx="12" cy="13" r="3" fill="#d9eb95" />
              </svg>
            </span>
          </div>
          <div className="mx-auto mb-2 h-1 w-24 rounded-full bg-ink/80" />
        </div>
      </div>
      {/* Hangs below the phone: over its lower corner it would cover the lock screen's camera button. */}
      <div
        data-chip="watts"
        className="absolute -right-6 -bottom-10 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 shadow-lg ring-1 ring-ink/10 sm:-right-20"
      >
        <svg viewBox="0 0 36 36" className="h-9 w-9 -rotate-90" aria-hidden="true">
          <circle cx="18" cy="18" r="14" fill="none" stroke="#ecf5c9" strokeWidth="5" />
          <circle
            cx="18"
            cy="18"
            r="14"
            fill="none"
            stroke="#769809"
            strokeWidth="5"
            strokeLinecap="round"
            strokeDasharray="54 88"
          />
        </svg>
        <div>
          <p className="text-xs text-ink/75">Today</p>
          <p className="text-sm font-bold text-ink">+120 Watts</p>
        </div>
      </div>
      <div className="absolute top-5 -left-8 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 shadow-lg ring-1 ring-ink/10 sm:-left-20">
        <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
          <path d="M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9z" fill="#ff9f45" />
        </svg>
        <div>
          <p className="text-xs text-ink/75">Streak</p>
          <p className="text-sm font-bold text-ink">12 days</p>
        </div>
      </div>
    </div>
  );
}
