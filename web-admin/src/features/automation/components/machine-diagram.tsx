import { Fragment } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { type MachineDiagram as Diagram, useAutomationMachine } from "../api/get-automation-machine";
import { stepLabel } from "../utils/format";
import { QueryError } from "./query-error";

type State = Diagram["regions"][number]["states"][number];

/** Outgoing transitions grouped by target, self-loops left out: "→ paused (automation.paused)". */
function exitsOf(state: State): { target: string; events: string[] }[] {
  const byTarget = new Map<string, string[]>();
  for (const { event, target } of state.transitions) {
    if (!target || target === state.id) continue;
    byTarget.set(target, [...(byTarget.get(target) ?? []), event]);
  }
  return [...byTarget].map(([target, events]) => ({ target, events: [...new Set(events)] }));
}

/** An event name such as "automation.resumed", allowed to wrap after each dot: a phone-wide box is narrower than the name. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split(".");
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, never reordered
    <Fragment key={index}>
      {index > 0 ? "." : null}
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * The statechart from GET /api/automation/machine, one box per state, region by region
 * (lifecycle and workflow run in parallel); the state in `value` is highlighted.
 */
export function MachineDiagram({ value, caption }: { value: Record<string, string> | null; caption: string }) {
  const machine = useAutomationMachine();
  if (machine.isPending) return <Spinner label="Loading state diagram..." showLabel />;
  if (machine.isError) return <QueryError error={machine.error} fallback="Failed to fetch the state diagram" />;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600 text-sm">{caption}</p>
      {machine.data.regions.map((region) => {
        const current = value?.[region.region];
        return (
          <section key={region.region} aria-label={`${region.region} region`} className="flex flex-col gap-2">
            <h5 className="font-semibold text-slate-700 text-xs uppercase tracking-wide">{region.region}</h5>
            <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {region.states.map((state, index) => {
                const active = state.id === current;
                const exits = exitsOf(state);
                return (
                  <li
                    key={state.id}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "flex min-w-0 flex-col gap-1 rounded-lg border px-2.5 py-2 text-xs",
                      active
                        ? "border-brand-600 bg-brand-100 shadow-sm ring-2 ring-brand-500"
                        : "border-slate-200 bg-white",
                    )}
                  >
                    <span className="flex flex-wrap items-center justify-between gap-1">
                      <span
                        className={cn(
                          "break-all font-mono font-semibold text-[13px]",
                          active ? "text-brand-950" : "text-slate-900",
                        )}
                      >
                        {state.id}
                      </span>
                      {active ? (
                        <span className="rounded bg-brand-600 px-1.5 py-0.5 font-medium text-[10px] text-white uppercase">
                          Current
                        </span>
                      ) : region.initial === state.id ? (
                        <span className="text-[10px] text-slate-500 uppercase">initial</span>
                      ) : null}
                    </span>
                    {region.region === "workflow" && index > 0 ? (
                      <span className="text-slate-500">
                        Step {index}: {stepLabel(state.id)}
                      </span>
                    ) : null}
                    {exits.length > 0 ? (
                      <ul className="flex flex-col gap-0.5 text-slate-600">
                        {exits.map((exit) => (
                          <li key={exit.target}>
                            <span aria-hidden="true">→ </span>
                            <span className="sr-only">to </span>
                            <span className="break-all font-mono">{exit.target}</span>{" "}
                            <span className="text-slate-400">
                              (
                              {exit.events.map((event, i) => (
                                <Fragment key={event}>
                                  {i > 0 ? ", " : null}
                                  <BreakableName name={event} />
                                </Fragment>
                              ))}
                              )
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
