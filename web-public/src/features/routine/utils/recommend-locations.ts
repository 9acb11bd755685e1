import { CATEGORY_GROUPS } from "@movebreak/shared/categories";
import { ROUTINE } from "@movebreak/shared/constants";
import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";

/**
 * Up to 5 other locations with exercises: those of the current location's
 * category first, then the rest in list order. Deterministic, so the server
 * and the browser render the same carousel.
 */
export function recommendLocations(
  locations: readonly LocationWithThumbnail[],
  currentId: string,
  max: number = ROUTINE.maxRecommendedLocations,
): LocationWithThumbnail[] {
  const candidates = locations.filter((location) => location.id !== currentId && location.workoutCount > 0);
  const sameGroup = new Set(CATEGORY_GROUPS.find((group) => group.locationIds.includes(currentId))?.locationIds ?? []);
  const first = candidates.filter((location) => sameGroup.has(location.id));
  const rest = candidates.filter((location) => !sameGroup.has(location.id));
  return [...first, ...rest].slice(0, max);
}
