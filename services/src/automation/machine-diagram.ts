import { automationMachine } from "./machine";

export interface DiagramState {
  id: string;
  transitions: { event: string; target: string | null }[];
}

/** The machine's regions, states and transitions, read from its definition (for the admin's state diagram). */
export function machineDiagram() {
  const definition = automationMachine.definition;
  const regions = Object.entries(definition.states).map(([region, node]) => ({
    region,
    initial: (node as { initial?: { target?: { key: string }[] } }).initial?.target?.[0]?.key ?? null,
    states: Object.entries(
      (node as { states: Record<string, { on: Record<string, { target?: { key: string }[] }[]> }> }).states,
    ).map(
      ([id, state]): DiagramState => ({
        id,
        transitions: Object.entries(state.on ?? {}).flatMap(([event, list]) =>
          list.map((transition) => ({ event, target: transition.target?.[0]?.key ?? null })),
        ),
      }),
    ),
  }));
  const global = Object.keys(definition.on ?? {});
  return { id: definition.id, regions, globalEvents: global };
}
