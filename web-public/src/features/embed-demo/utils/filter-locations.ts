import type { Location } from "@movebreak/shared/contracts/catalog";

/** The locations whose title or id contains the search text (any case); all of them for an empty search. */
export function filterLocations<T extends Pick<Location, "id" | "title">>(locations: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...locations];
  return locations.filter(
    (location) => location.title.toLowerCase().includes(needle) || location.id.toLowerCase().includes(needle),
  );
}
