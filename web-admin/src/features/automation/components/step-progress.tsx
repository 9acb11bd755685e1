import { stepLabel, TOTAL_STEPS } from "../utils/format";

/** "Step n/8" with the step's name and a bar, while a run executes. */
export function StepProgress({ step, stepName }: { step: number; stepName: string | null }) {
  const label = `Step ${step}/${TOTAL_STEPS}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        {stepName ? <span className="text-slate-600">{stepLabel(stepName)}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label="Workflow progress"
        aria-valuemin={0}
        aria-valuemax={TOTAL_STEPS}
        aria-valuenow={step}
        aria-valuetext={stepName ? `${label}: ${stepLabel(stepName)}` : label}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-500"
          style={{ width: `${(Math.min(step, TOTAL_STEPS) / TOTAL_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}
