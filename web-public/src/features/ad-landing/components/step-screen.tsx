import { ExerciseDemonstration } from "@/components/exercise/exercise-demonstration";
import { AppIcon, type AppKind } from "@/components/product-art/app-icon";

const APPS: readonly AppKind[] = ["chat", "video", "photo", "news", "game", "mail"];

function AppGrid({ locked }: { locked: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-2.5">
      {APPS.map((kind) => (
        <AppIcon key={kind} kind={kind} lock={locked ? "paused" : "open"} className="aspect-square w-full" />
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
            <ExerciseDemonstration title="Arm Raises" className="h-24 w-24 [&>svg]:h-full [&>svg]:w-full" />
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
