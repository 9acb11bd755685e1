import type { MachineRegion } from "../utils/machine-transitions";

type State = MachineRegion["states"][number];

const either = (events: string[]) =>
  events.length > 1 ? `${events.slice(0, -1).join(", ")} or ${events[events.length - 1]}` : (events[0] ?? "");

/** "on step.completed to research_keywords; on step.started or step.failed it stays". */
function transitionsText(state: State): string {
  const byTarget = new Map<string | null, string[]>();
  for (const { event, target } of state.transitions) {
    const key = target === state.id ? null : target;
    const events = byTarget.get(key) ?? [];
    if (!events.includes(event)) events.push(event);
    byTarget.set(key, events);
  }
  return [...byTarget]
    .sort(([a], [b]) => (a === null ? 1 : 0) - (b === null ? 1 : 0))
    .map(([target, events]) => (target ? `on ${either(events)} to ${target}` : `on ${either(events)} it stays`))
    .join("; ");
}

/**
 * The region's states as a list, what the chart shows in words: the state marked current (aria-current)
 * and each state's transitions. Visually hidden: the chart beside it draws the same.
 */
export function RegionStateList({ region, current }: { region: MachineRegion; current: string | undefined }) {
  return (
    <ol className="sr-only">
      {region.states.map((state) => {
        const transitions = transitionsText(state);
        return (
          <li key={state.id} aria-current={state.id === current ? "true" : undefined} data-state={state.id}>
            {state.id}
            {state.id === current ? " (current)" : ""}
            {state.id === region.initial ? " (initial)" : ""}
            {transitions ? `: ${transitions}` : ""}
          </li>
        );
      })}
    </ol>
  );
}
