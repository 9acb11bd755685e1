import { useMemo } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useAutomationMachine } from "../api/get-automation-machine";
import type { SelectedTransition } from "../hooks/use-selected-transition";
import { activeEdgeId } from "../utils/active-transition";
import { layoutRegion } from "../utils/machine-layout";
import { ChartScrollBox } from "./chart-scroll-box";
import { QueryError } from "./query-error";
import { RegionChart } from "./region-chart";
import { RegionStateList } from "./region-state-list";

/**
 * The statechart from GET /api/automation/machine, one chart per parallel region (lifecycle and
 * workflow), laid out from the definition; the state in `value` is highlighted and, for a selected
 * event, the arrow it took is drawn again.
 */
export function MachineDiagram({
  value,
  caption,
  transition = null,
  replayKey,
}: {
  value: Record<string, string> | null;
  caption: string;
  transition?: SelectedTransition | null;
  replayKey?: string | number;
}) {
  const machine = useAutomationMachine();
  // dagre's layout is the costly part, and the definition only changes with a deploy.
  const layouts = useMemo(() => machine.data?.regions.map(layoutRegion) ?? [], [machine.data]);
  if (machine.isPending) return <Spinner label="Loading state diagram..." showLabel />;
  if (machine.isError) return <QueryError error={machine.error} fallback="Failed to fetch the state diagram" />;

  const regions = machine.data.regions.map((region, index) => {
    const current = value?.[region.region];
    const from = transition ? (transition.from?.[region.region] ?? region.initial ?? undefined) : undefined;
    const moved = transition !== null && from !== undefined && current !== undefined && from !== current;
    const layout = layouts[index];
    const edgeId = layout && transition ? activeEdgeId(layout, { from, to: current, event: transition.event }) : null;
    return { region, layout, current, from: moved ? from : undefined, edgeId };
  });
  const moves = regions.filter((r) => r.from !== undefined);
  const globalEvents = machine.data.globalEvents ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 text-slate-600 text-sm">
        <p>{caption}</p>
        {transition ? (
          <p>
            <span className="font-medium font-mono text-slate-900">{transition.event}</span>{" "}
            {moves.length > 0
              ? moves.map((r) => `moved ${r.region.region} from ${r.from} to ${r.current}`).join(", and ")
              : "left every region in its state"}
            .
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:flex-wrap lg:items-start lg:gap-10">
        {regions.map(({ region, layout, current, from, edgeId }) => (
          <section key={region.region} aria-label={`${region.region} region`} className="flex min-w-0 flex-col gap-2">
            <h5 className="font-semibold text-slate-700 text-xs uppercase tracking-wide">{region.region}</h5>
            {layout ? (
              <ChartScrollBox label={`${region.region} chart`}>
                <RegionChart
                  layout={layout}
                  highlight={{ current, from, edgeId, event: transition?.event, replayKey }}
                  title={`The ${region.region} region's states and transitions`}
                  description={
                    `${region.states.length} states; ${current ? `current: ${current}` : "no current state"}` +
                    (from ? `; the selected event moved it from ${from} to ${current}` : "")
                  }
                />
              </ChartScrollBox>
            ) : null}
            <RegionStateList region={region} current={current} />
          </section>
        ))}
      </div>
      {globalEvents.length > 0 ? (
        <p className="text-slate-500 text-xs">
          In every state, and leaving it as it is:{" "}
          <span className="font-mono [overflow-wrap:anywhere]">{globalEvents.join(", ")}</span>.
        </p>
      ) : null}
    </div>
  );
}
