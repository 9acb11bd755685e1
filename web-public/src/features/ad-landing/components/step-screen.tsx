import { ExerciseFigure } from "@/components/exercise/exercise-figure";

const TILES = ["bg-rose-300", "bg-sky-300", "bg-amber-300", "bg-violet-300", "bg-emerald-300", "bg-orange-300"];

function LockBadge({ open }: { open: boolean }) {
  return (
    <span
      className={`absolute -right-1 -bottom-1 flex h-5 w-5 items-center justify-center rounded-full ring-2 ring-white ${
        open ? "bg-brand-500 text-ink" : "bg-ink text-white"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="3">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d={open ? "M8 11V7a4 4 0 0 1 7.5-2" : "M8 11V7a4 4 0 0 1 8 0v4"} strokeLinecap="round" />
      </svg>
    </span>
  );
}

function AppGrid({ locked }: { locked: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-3">
      {TILES.map((tile) => (
        <div key={tile} className="relative aspect-square">
          <div className={`h-full w-full rounded-xl ${tile} ${locked ? "opacity-40 grayscale" : ""}`} />
          <LockBadge open={!locked} />
        </div>
      ))}
    </div>
  );
}

/** A small drawn phone screen for each of the three steps. Decorative. */
export function StepScreen({ step }: { step: 0 | 1 | 2 }) {
  return (
    <div aria-hidden="true" className="mx-auto w-44 rounded-[2rem] bg-ink p-2 shadow-xl">
      <div className="flex h-64 flex-col rounded-[1.6rem] bg-brand-50 px-4 pt-4 pb-5">
        <div className="mx-auto h-3 w-14 rounded-full bg-ink" />
        {step === 1 ? (
          <div className="flex flex-1 flex-col items-center justify-center text-brand-700">
            <ExerciseFigure className="h-24 w-16" />
            <p className="mt-2 text-xs font-bold text-ink">Arm raises · 0:42</p>
            <div className="mt-2 h-1.5 w-24 overflow-hidden rounded-full bg-brand-200">
              <div className="h-full w-2/3 rounded-full bg-brand-600" />
            </div>
          </div>
        ) : (
          <div className="flex flex-1 flex-col justify-center">
            <p className="mb-3 text-center text-xs font-bold text-ink">{step === 0 ? "Time to move" : "Unlocked"}</p>
            <AppGrid locked={step === 0} />
            <p className="mt-3 text-center text-[11px] font-semibold text-ink/70">
              {step === 0 ? "Sitting for 55 min" : "+20 Watts"}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
