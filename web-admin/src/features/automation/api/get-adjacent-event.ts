import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { type EventsFilters, getAutomationEvents } from "@/lib/automation-events";

/**
 * The event just before (older) or after (newer) `seq` under the same filters, or null at either end:
 * one step of time travel. Pages are read until one holds an event (a failures-only filter can read a
 * page of operator stops first).
 */
export async function getAdjacentEvent(
  filters: EventsFilters,
  seq: number,
  direction: "older" | "newer",
): Promise<HistoryEvent | null> {
  let cursor = seq;
  for (let pages = 0; pages < 20; pages += 1) {
    const page =
      direction === "older"
        ? await getAutomationEvents(filters, { order: "desc", beforeSeq: cursor, limit: 20 })
        : await getAutomationEvents(filters, { order: "asc", afterSeq: cursor, limit: 20 });
    const [first] = page.events;
    if (first) return first;
    if (!page.hasMore) return null;
    const next = direction === "older" ? page.nextBeforeSeq : page.nextAfterSeq;
    if (next === null || next === cursor) return null;
    cursor = next;
  }
  return null;
}
