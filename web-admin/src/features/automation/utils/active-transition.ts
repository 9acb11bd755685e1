import type { RegionLayout } from "./machine-layout";

/** A region's state before and after an event, and the machine's name of that event. */
export interface RegionStep {
  from: string | undefined;
  to: string | undefined;
  event: string;
}

/**
 * The arrow an event took in a region: the one from its state before (or that state's group) to its
 * state after, preferring the arrow labelled with the event. Null when the event left the region as it was.
 */
export function activeEdgeId(layout: RegionLayout, { from, to, event }: RegionStep): string | null {
  if (!from || !to || from === to) return null;
  const candidates = layout.edges.filter((edge) => edge.sources.includes(from) && edge.target === to);
  return (candidates.find((edge) => edge.events.includes(event)) ?? candidates[0])?.id ?? null;
}
