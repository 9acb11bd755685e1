import type { EventsPage } from "@movebreak/shared/contracts/automation";
import { apiRequest } from "@/lib/api-client";

// The History API's request, shared by the History screens and the Performance charts' markers.
export const EVENTS_PATH = "/api/automation/events";
const EVENTS_PAGE_SIZE = 100;

/** The History filters, as GET /api/automation/events and its stream take them. */
export interface EventsFilters {
  /** A run, by its full id or the first 8 characters the screens show. */
  runId?: string;
  /** "automation", "admin-audit", "page-job" (every page job) or "page-job:<id>" (one job). */
  stream?: string;
  /** One event type (the server also accepts a comma-separated list). */
  type?: string;
  /** Who did it, as the events record it ("system", "admin (session 1a2b3c4d)"), or how that begins ("admin"). */
  actor?: string;
  failed?: boolean;
  /** ISO date-times with a zone. */
  from?: string;
  to?: string;
}

/** The filters as query parameters (shared by the list and the live stream). */
export function filterSearch(filters: EventsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.runId) search.set("runId", filters.runId);
  if (filters.stream) search.set("stream", filters.stream);
  if (filters.type) search.set("type", filters.type);
  if (filters.actor) search.set("actor", filters.actor);
  if (filters.failed) search.set("failed", "true");
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  return search;
}

interface EventsCursor {
  order: "asc" | "desc";
  afterSeq?: number;
  beforeSeq?: number;
  limit?: number;
}

/** GET /api/automation/events with the filters and a cursor. */
export function getAutomationEvents(
  filters: EventsFilters,
  cursor: EventsCursor,
  signal?: AbortSignal,
): Promise<EventsPage> {
  const search = filterSearch(filters);
  search.set("order", cursor.order);
  search.set("limit", String(cursor.limit ?? EVENTS_PAGE_SIZE));
  if (cursor.afterSeq !== undefined) search.set("afterSeq", String(cursor.afterSeq));
  if (cursor.beforeSeq !== undefined) search.set("beforeSeq", String(cursor.beforeSeq));
  return apiRequest<EventsPage>(`${EVENTS_PATH}?${search}`, { signal });
}
