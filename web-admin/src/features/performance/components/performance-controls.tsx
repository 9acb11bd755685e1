import { PAGE_ANALYTICS_GROUPS } from "@movebreak/shared/contracts/page-analytics";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { isValidRange, type PerformanceState, RANGE_LABELS, RANGE_PRESETS } from "../utils/performance-state";
import { GROUP_LABELS } from "../utils/table-rows";

const FIELD =
  "min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900";

/** The period (presets, or from and to), the comparison and the breakdown; every change goes to the address. */
export function PerformanceControls({
  state,
  range,
  onChange,
}: {
  state: PerformanceState;
  /** The days the period covers now, shown in the date fields. */
  range: { from: string; to: string };
  onChange(state: PerformanceState): void;
}) {
  const id = useId();
  // What the date fields hold: typing a year passes through days like 0002-11-01, which must stay in the field
  // (not snap back to the period) until the range is one the server takes.
  const [typed, setTyped] = useState(range);
  // A new period (a preset, the address, a new day) replaces what was typed: state adjusted while rendering.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setTyped(range);
  }
  const setDay = (end: "from" | "to", day: string) => {
    const next = { ...typed, [end]: day };
    setTyped(next);
    if (isValidRange(next.from, next.to)) onChange({ ...state, range: { preset: "custom", ...next } });
  };
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-slate-700 text-sm">Period</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-grid sm:w-fit sm:grid-cols-6">
          {[...RANGE_PRESETS, "custom" as const].map((preset) => (
            <label
              key={preset}
              className={cn(
                "min-h-10 cursor-pointer whitespace-nowrap rounded-md px-3 py-2 text-center font-medium text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-slate-900",
                state.range.preset === preset
                  ? "bg-white text-slate-900 shadow-sm"
                  : "text-slate-700 hover:bg-white/60",
              )}
            >
              <input
                type="radio"
                name={`${id}-range`}
                className="sr-only"
                checked={state.range.preset === preset}
                onChange={() => onChange({ ...state, range: preset === "custom" ? { preset, ...range } : { preset } })}
              />
              {preset === "custom" ? "Custom" : RANGE_LABELS[preset]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <label className="flex flex-col gap-1 text-slate-700 text-sm">
          From
          <input
            type="date"
            className={FIELD}
            value={typed.from}
            max={range.to}
            onChange={(event) => setDay("from", event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-slate-700 text-sm">
          To
          <input
            type="date"
            className={FIELD}
            value={typed.to}
            min={range.from}
            onChange={(event) => setDay("to", event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-slate-700 text-sm">
          Breakdown
          <select
            className={FIELD}
            value={state.groupBy}
            onChange={(event) => {
              const groupBy = PAGE_ANALYTICS_GROUPS.find((group) => group === event.target.value);
              if (groupBy) onChange({ ...state, groupBy });
            }}
          >
            {PAGE_ANALYTICS_GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={state.compare}
            onChange={(event) => onChange({ ...state, compare: event.target.checked })}
          />
          Compare with previous period
        </label>
      </div>
    </div>
  );
}
