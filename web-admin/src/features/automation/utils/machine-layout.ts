import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from "@dagrejs/dagre";
import { STEP_NAMES } from "@movebreak/shared/automation";
import { type Box, clipStartToBox, type Point } from "./geometry";
import { type MachineRegion, type RegionEdge, type RegionGroup, regionModel } from "./machine-transitions";

export type { Box, Point } from "./geometry";

export interface StateBox extends Box {
  id: string;
  initial: boolean;
  group: string | null;
  /** Events that leave the state as it is, written inside its box. */
  internal: string[];
}

export interface EdgeLayout extends RegionEdge {
  points: Point[];
  label: Box & { lines: string[] };
}

export interface GroupLayout extends RegionGroup, Box {
  /** The legend on the group's lower border: its name and the events that stay. */
  legend: Box & { lines: string[] };
}

export interface RegionLayout {
  region: string;
  width: number;
  height: number;
  states: StateBox[];
  groups: GroupLayout[];
  edges: EdgeLayout[];
  /** The statechart's initial dot and its arrow to the initial state. */
  start: { x: number; y: number; points: Point[] } | null;
}

/*
 * Text sizes are estimated, not measured, so the layout stays a pure function (no DOM): the diagram's
 * text is monospace, whose characters are 0.6 em wide; 0.62 leaves room for a wider fallback font.
 */
export const TEXT = { state: 12, small: 10, lineHeight: 13, charEm: 0.62 } as const;
const STATE_HEIGHT = 32;
const INTERNAL_LINE = 14;
const PADDING_X = 12;
const LABEL_CHARS = 16;
const START_SIZE = 10;

const textWidth = (chars: number, size: number) => Math.ceil(chars * size * TEXT.charEm);

/** Events for an arrow's label: greedy lines of at most LABEL_CHARS, a long name broken after a dot. */
export function labelLines(events: string[], maxChars = LABEL_CHARS): string[] {
  const words = events.flatMap((event, index) => {
    const parts = event.length > maxChars ? event.split(/(?<=\.)/) : [event];
    return parts.map((part, i) => (i === parts.length - 1 && index < events.length - 1 ? `${part},` : part));
  });
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : last.endsWith(".") ? `${last}${word}` : `${last} ${word}`;
    if (last !== undefined && joined.length <= maxChars) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

const boxOf = (label: { x?: number; y?: number; width: number; height: number }): Box => ({
  x: (label.x ?? 0) - label.width / 2,
  y: (label.y ?? 0) - label.height / 2,
  width: label.width,
  height: label.height,
});

const exitId = (group: string) => `${group}:exit`;
const START_ID = "::start";

/**
 * One region of the statechart laid out top to bottom by dagre: a box per state, an arrow per
 * (source, target) with its events as the label, the shared transitions of a group as one arrow
 * leaving the group's border. Pure: the same region always gives the same layout.
 */
export function layoutRegion(region: MachineRegion): RegionLayout {
  const model = regionModel(region);
  const graph = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel & { lines?: string[] }>({
    multigraph: true,
    compound: model.groups.length > 0,
  });
  graph.setGraph({ rankdir: "TB", nodesep: 20, ranksep: 28, edgesep: 12, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));

  for (const state of model.states) {
    const internalChars = state.internal.join(", ").length + 2;
    graph.setNode(state.id, {
      width: Math.max(80, textWidth(state.id.length, TEXT.state), textWidth(internalChars, TEXT.small)) + 2 * PADDING_X,
      height: STATE_HEIGHT + (state.internal.length > 0 ? INTERNAL_LINE : 0),
    });
  }
  for (const group of model.groups) {
    graph.setNode(group.id, { width: 0, height: 0 });
    for (const member of group.members) graph.setParent(member, group.id);
    graph.setNode(exitId(group.id), { width: 0, height: 0 });
    graph.setParent(exitId(group.id), group.id);
  }
  if (model.initial) {
    graph.setNode(START_ID, { width: START_SIZE, height: START_SIZE });
    graph.setEdge(START_ID, model.initial, { minlen: 1 }, START_ID);
  }

  // A group's arrow back to a state that leads into the group is laid out the other way round (and
  // turned back after), so the group sits below that state instead of around it.
  const leadsInto = (state: string, group: string) =>
    model.edges.some(
      (edge) => edge.source === state && model.states.find((s) => s.id === edge.target)?.group === group,
    );
  const isGroup = (id: string) => model.groups.some((group) => group.id === id);
  const reversed = new Set(
    model.edges.filter((edge) => isGroup(edge.source) && leadsInto(edge.target, edge.source)).map((e) => e.id),
  );
  const ends = new Map<string, [string, string]>();
  for (const edge of model.edges) {
    const lines = labelLines(edge.events);
    const from = isGroup(edge.source) ? exitId(edge.source) : edge.source;
    const [v, w] = reversed.has(edge.id) ? [edge.target, from] : [from, edge.target];
    ends.set(edge.id, [v, w]);
    graph.setEdge(
      v,
      w,
      {
        lines,
        width: textWidth(Math.max(...lines.map((line) => line.length)), TEXT.small) + 6,
        height: lines.length * TEXT.lineHeight + 2,
        labelpos: "c",
      },
      edge.id,
    );
  }

  dagre.layout(graph);

  const states: StateBox[] = model.states.map((state) => ({
    ...state,
    ...boxOf(graph.node(state.id)),
    initial: state.id === model.initial,
  }));
  const groups: GroupLayout[] = model.groups.map((group) => {
    const box = boxOf(graph.node(group.id));
    const name = group.members.every((id) => (STEP_NAMES as readonly string[]).includes(id))
      ? "each step"
      : "each state";
    const lines = [group.internal.length > 0 ? `${name}, stays on:` : name, ...labelLines(group.internal)];
    const width = textWidth(Math.max(...lines.map((line) => line.length)), TEXT.small) + 12;
    const height = lines.length * TEXT.lineHeight + 6;
    // The legend sits on the lower border, which moves down by half its height so it stays clear of the members.
    const grown = { ...box, height: box.height + height / 2 + 4 };
    return {
      ...group,
      ...grown,
      legend: { x: box.x + (box.width - width) / 2, y: box.y + box.height + 4, width, height, lines },
    };
  });
  const edges: EdgeLayout[] = model.edges.map((edge) => {
    const [v, w] = ends.get(edge.id) ?? ["", ""];
    const label = graph.edge(v, w, edge.id);
    const points = reversed.has(edge.id) ? [...(label.points ?? [])].reverse() : (label.points ?? []);
    const group = groups.find((g) => g.id === edge.source);
    return {
      ...edge,
      points: group ? clipStartToBox(points, group) : points,
      label: { ...boxOf({ ...label, width: label.width ?? 0, height: label.height ?? 0 }), lines: label.lines ?? [] },
    };
  });
  const startNode = model.initial ? graph.node(START_ID) : null;
  const startEdge = model.initial ? graph.edge(START_ID, model.initial, START_ID) : null;

  const { width = 0, height = 0 } = graph.graph();
  const legendBottom = Math.max(0, ...groups.map((g) => g.legend.y + g.legend.height + 8));
  return {
    region: model.region,
    width: Math.ceil(width),
    height: Math.ceil(Math.max(height, legendBottom)),
    states,
    groups,
    edges,
    start: startNode ? { x: startNode.x ?? 0, y: startNode.y ?? 0, points: startEdge?.points ?? [] } : null,
  };
}
