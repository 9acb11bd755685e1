import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useAutomationStateAt } from "../api/get-automation-state-at";
import { stepLabel } from "../utils/format";
import { stateDiff } from "../utils/state-diff";
import { QueryError } from "./query-error";

const show = (value: unknown) => (value === undefined ? "-" : value === null ? "none" : String(value));

/**
 * Two moments side by side: what changed in the status, the machine and the metrics, and which activity
 * log rows appeared, changed or went, from the state after event `from` to the state after event `to`.
 */
export function StateDiffView({ to, defaultFrom }: { to: number; defaultFrom: number | null }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [draft, setDraft] = useState("");
  const from = chosen ?? defaultFrom;
  const earlier = useAutomationStateAt(from);
  const later = useAutomationStateAt(to);

  const form = (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const seq = Number.parseInt(draft, 10);
        if (Number.isInteger(seq) && seq > 0) setChosen(seq);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="font-medium text-slate-700 text-xs">
          Compare with event #
        </label>
        <Input
          id={`${id}-from`}
          inputMode="numeric"
          className="w-32"
          value={draft}
          placeholder={from === null ? "seq" : String(from)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ""))}
        />
      </div>
      <Button type="submit" variant="outline" className="min-h-10">
        Compare
      </Button>
    </form>
  );

  if (from === null)
    return (
      <div className="flex flex-col gap-3">
        {form}
        <p className="text-slate-600 text-sm">This is the oldest event: choose one to compare with.</p>
      </div>
    );
  if (earlier.isPending || later.isPending) return <Spinner label="Loading both moments..." showLabel />;
  if (earlier.error || later.error)
    return <QueryError error={earlier.error ?? later.error} fallback="Failed to load the states to compare" />;
  if (!earlier.data || !later.data) return null;
  const [a, b] = earlier.data.at <= later.data.at ? [earlier.data, later.data] : [later.data, earlier.data];
  const change = stateDiff(a, b);

  return (
    <section aria-label={`Changes from event #${a.at} to event #${b.at}`} className="flex flex-col gap-4">
      {form}
      <p className="text-slate-700 text-sm">
        From event <strong>#{a.at}</strong> ({a.eventType}) to event <strong>#{b.at}</strong> ({b.eventType})
      </p>
      <div className="flex flex-col gap-2">
        <h5 className="font-medium text-slate-800 text-sm">Fields changed ({change.fields.length})</h5>
        {change.fields.length === 0 ? (
          <p className="text-slate-500 text-sm">No status, machine or metrics field changed</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600 text-xs">
                <tr>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Field
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    #{a.at}
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    #{b.at}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {change.fields.map((field) => (
                  <tr key={field.field}>
                    <th scope="row" className="px-3 py-1 font-mono font-normal text-xs">
                      {field.field}
                    </th>
                    <td className="break-all px-3 py-1 text-red-800">{show(field.before)}</td>
                    <td className="break-all px-3 py-1 text-brand-800">{show(field.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h5 className="font-medium text-slate-800 text-sm">
          Activity log rows: {change.logsAdded.length} appeared, {change.logsChanged.length} changed,{" "}
          {change.logsRemoved.length} gone
        </h5>
        <ul className="flex flex-col gap-0.5 text-sm">
          {change.logsAdded.map((entry) => (
            <li key={`a${entry.id}`} className="text-brand-900">
              + Step {entry.stepNumber} {stepLabel(entry.step)}: {entry.status}
              {entry.message ? ` - ${entry.message}` : ""}
            </li>
          ))}
          {change.logsChanged.map(({ before, after }) => (
            <li key={`c${after.id}`} className="text-sky-900">
              ~ Step {after.stepNumber} {stepLabel(after.step)}: {before.status} to {after.status}
            </li>
          ))}
          {change.logsRemoved.map((entry) => (
            <li key={`r${entry.id}`} className="text-red-800">
              - Step {entry.stepNumber} {stepLabel(entry.step)}: {entry.status}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
