import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { EventsFilters } from "../api/get-automation-events";
import { EVENT_TYPES } from "../utils/history";

const selectClass =
  "block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm " +
  "focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40";

/** datetime-local (the browser's zone) to an ISO instant, or undefined. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The timeline's filters: applied on submit, so typing a run id does not fire a request per key. */
export function EventFilters({
  initial = {},
  onApply,
}: {
  /** The filters already applied when it opens (the run id, type and failed only). */
  initial?: EventsFilters;
  onApply: (filters: EventsFilters) => void;
}) {
  const id = useId();
  const [runId, setRunId] = useState(initial.runId ?? "");
  const [type, setType] = useState(initial.type ?? "");
  const [failed, setFailed] = useState(initial.failed ?? false);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      runId: runId.trim() || undefined,
      type: type || undefined,
      failed: failed || undefined,
      from: toIso(from),
      to: toIso(to),
    });
  };

  const onReset = () => {
    setRunId("");
    setType("");
    setFailed(false);
    setFrom("");
    setTo("");
    onApply({});
  };

  return (
    // Four columns at most: a date-time field needs about 13 rem to show its whole value.
    <form onSubmit={onSubmit} aria-label="Event filters" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-run`}>Run id</Label>
        <Input
          id={`${id}-run`}
          value={runId}
          onChange={(e) => setRunId(e.target.value)}
          placeholder="Any run, e.g. 3f2a9c1b"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-type`}>Event type</Label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} className={selectClass}>
          <option value="">All types</option>
          {EVENT_TYPES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-4">
        <label className="flex min-h-10 items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            checked={failed}
            onChange={(e) => setFailed(e.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Failed only
        </label>
        <Button type="submit">Apply Filters</Button>
        <Button variant="ghost" onClick={onReset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
