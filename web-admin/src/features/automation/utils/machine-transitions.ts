import type { MachineDiagram } from "../api/get-automation-machine";

export type MachineRegion = MachineDiagram["regions"][number];

/** A transition drawn as one arrow: every event that leads from `sources` to `target`. */
export interface RegionEdge {
  id: string;
  /** The state the arrow leaves, or the group it leaves for a transition every member shares. */
  source: string;
  /** The states it stands for (one, or every member of the group). */
  sources: string[];
  target: string;
  events: string[];
}

/** States that share the same transitions, drawn once as a box around them instead of once per state. */
export interface RegionGroup {
  id: string;
  members: string[];
  /** Shared events that leave the state as it is. */
  internal: string[];
}

export interface RegionModel {
  region: string;
  initial: string | null;
  states: { id: string; internal: string[]; group: string | null }[];
  groups: RegionGroup[];
  edges: RegionEdge[];
}

/**
 * A transition shared by at least this many states becomes one arrow from their group: the 8 steps all
 * go back to idle on run.completed/failed/aborted/stopped, and 8 fanned-in arrows with 4 events each
 * would hide the step-to-step path the diagram is there to show.
 */
const GROUP_MIN = 3;

const pairKey = (event: string, target: string | null) => `${event}\u0000${target ?? ""}`;

function addEvent(events: Map<string, string[]>, key: string, event: string) {
  const list = events.get(key) ?? [];
  if (!list.includes(event)) list.push(event);
  events.set(key, list);
}

/** The region's transitions as the diagram draws them: arrows between states (or groups), and events that stay. */
export function regionModel(region: MachineRegion): RegionModel {
  const ids = new Set(region.states.map((state) => state.id));
  // Each (event, target) once, a transition back to the same state as one that stays, and a target the
  // region does not know (another region's state) left out: it would have no box to point at.
  const pairsOf = (state: MachineRegion["states"][number]) => [
    ...new Map(
      state.transitions
        .filter(({ target }) => target === null || ids.has(target))
        .map(({ event, target }) => ({ event, target: target === state.id ? null : target }))
        .map((pair) => [pairKey(pair.event, pair.target), pair] as const),
    ).values(),
  ];

  const sourcesOfPair = new Map<string, number>();
  for (const state of region.states) {
    for (const { event, target } of pairsOf(state)) {
      const key = pairKey(event, target);
      sourcesOfPair.set(key, (sourcesOfPair.get(key) ?? 0) + 1);
    }
  }
  const isShared = (event: string, target: string | null) =>
    (sourcesOfPair.get(pairKey(event, target)) ?? 0) >= GROUP_MIN;

  // States with the same set of shared transitions form one group.
  const bySharedSet = new Map<string, string[]>();
  for (const state of region.states) {
    const shared = pairsOf(state)
      .filter(({ event, target }) => isShared(event, target))
      .map(({ event, target }) => pairKey(event, target))
      .sort()
      .join("\u0001");
    if (shared) bySharedSet.set(shared, [...(bySharedSet.get(shared) ?? []), state.id]);
  }
  const groups: RegionGroup[] = [];
  const groupOf = new Map<string, string>();
  for (const members of bySharedSet.values()) {
    if (members.length < GROUP_MIN) continue;
    const id = `${region.region}:group:${groups.length}`;
    groups.push({ id, members, internal: [] });
    for (const member of members) groupOf.set(member, id);
  }

  const edgeEvents = new Map<string, string[]>();
  const edgeEnds = new Map<string, { source: string; sources: string[]; target: string }>();
  const internalOf = new Map<string, string[]>();
  for (const state of region.states) {
    const group = groupOf.get(state.id);
    for (const { event, target } of pairsOf(state)) {
      const fromGroup = group !== undefined && isShared(event, target);
      if (target === null) {
        addEvent(internalOf, fromGroup ? group : state.id, event);
        continue;
      }
      const source = fromGroup ? group : state.id;
      const id = `${source}->${target}`;
      addEvent(edgeEvents, id, event);
      const members = fromGroup ? (groups.find((g) => g.id === group)?.members ?? []) : [state.id];
      edgeEnds.set(id, { source, sources: members, target });
    }
  }

  return {
    region: region.region,
    initial: region.initial,
    states: region.states.map((state) => ({
      id: state.id,
      internal: internalOf.get(state.id) ?? [],
      group: groupOf.get(state.id) ?? null,
    })),
    groups: groups.map((group) => ({ ...group, internal: internalOf.get(group.id) ?? [] })),
    edges: [...edgeEnds].map(([id, ends]) => ({ id, ...ends, events: edgeEvents.get(id) ?? [] })),
  };
}
