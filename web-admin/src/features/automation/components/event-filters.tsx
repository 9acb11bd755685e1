import { ADMIN_AUDIT_EVENTS } from "@movebreak/shared/admin-audit";
import { AUTOMATION_EVENT_TYPES } from "@movebreak/shared/automation-events";
import { PAGE_JOB_EVENTS } from "@movebreak/shared/page-job-events";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { EventsFilters } from "@/lib/automation-events";
import { useEventActors } from "../api/get-event-actors";
import { streamLabel } from "./event-timeline";

const selectClass =
  "block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm " +
  "focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40";

/** Every stored type, by the stream it is recorded on. */
const TYPE_GROUPS = [
  { label: "Automation", types: AUTOMATION_EVENT_TYPES as readonly string[] },
  { label: "Admin", types: Object.keys(ADMIN_AUDIT_EVENTS) },
  { label: "Page jobs", types: Object.keys(PAGE_JOB_EVENTS) },
];

const STREAMS = [
  { value: "", label: "All streams" },
  { value: "automation", label: "Automation" },
  { value: "admin-audit", label: "Admin (logins, imports, page edits)" },
  { value: "page-job", label: "Every page job" },
];

/** datetime-local (the browser's zone) to an ISO instant, or undefined. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's zone. */
function toLocal(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function activeFilterCount(filters: EventsFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== "" && value !== false).length;
}

/**
 * The timeline's filters: applied on submit, so typing a run id does not fire a request per key. The
 * parent remounts it (a key) when filters are set from elsewhere, such as "Only this page job".
 */
export function EventFilters({
  applied,
  onApply,
}: {
  applied: EventsFilters;
  onApply: (filters: EventsFilters) => void;
}) {
  const id = useId();
  const [stream, setStream] = useState(applied.stream ?? "");
  const [runId, setRunId] = useState(applied.runId ?? "");
  const [type, setType] = useState(applied.type ?? "");
  const [actor, setActor] = useState(applied.actor ?? "");
  // The actors the latest events name: a suggestion to pick, or the start of one to type ("admin": every session).
  const actors = useEventActors().data?.actors ?? [];
  const [failed, setFailed] = useState(applied.failed ?? false);
  const [from, setFrom] = useState(toLocal(applied.from));
  const [to, setTo] = useState(toLocal(applied.to));
  const streams =
    stream && !STREAMS.some((option) => option.value === stream)
      ? [...STREAMS, { value: stream, label: streamLabel(stream) }]
      : STREAMS;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      stream: stream || undefined,
      runId: runId.trim() || undefined,
      type: type || undefined,
      actor: actor.trim() || undefined,
      failed: failed || undefined,
      from: toIso(from),
      to: toIso(to),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Event filters" className="grid gap-x-3 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-stream`}>Stream</Label>
        <select id={`${id}-stream`} value={stream} onChange={(e) => setStream(e.target.value)} className={selectClass}>
          {streams.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-type`}>Event type</Label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} className={selectClass}>
          <option value="">All types</option>
          {TYPE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.types.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-run`}>Run id</Label>
        <Input
          id={`${id}-run`}
          value={runId}
          onChange={(e) => setRunId(e.target.value)}
          placeholder="Any run, e.g. 3f2a9c1b"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-actor`}>Actor</Label>
        <Input
          id={`${id}-actor`}
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          placeholder="Anyone, e.g. admin"
          list={`${id}-actors`}
          autoComplete="off"
        />
        <datalist id={`${id}-actors`}>
          {actors.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2 sm:col-span-2">
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
        <Button variant="ghost" onClick={() => onApply({})}>
          Reset
        </Button>
      </div>
    </form>
  );
}
