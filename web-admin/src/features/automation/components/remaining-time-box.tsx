import { formatMinutesAndHours } from "../utils/format";

/** The auto-stop: time left before the max run time stops the automation, or that there is no limit. */
export function RemainingTimeBox({
  remainingTimeMinutes,
  maxRunTimeMinutes,
}: {
  remainingTimeMinutes: number | null;
  maxRunTimeMinutes: number | null;
}) {
  const unlimited = maxRunTimeMinutes === null;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="font-medium text-amber-900 text-sm">Time remaining</p>
      <p className="mt-1 font-semibold text-2xl text-amber-950 tabular-nums">
        {unlimited ? "Unlimited" : formatMinutesAndHours(Math.max(0, remainingTimeMinutes ?? 0))}
      </p>
      <p className="mt-1 text-amber-800 text-xs">
        {unlimited
          ? "No auto-stop limit: runs until stopped"
          : `Auto-stops after ${formatMinutesAndHours(maxRunTimeMinutes)} of running time`}
      </p>
    </div>
  );
}
