import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { useSlugAvailability } from "../api/check-slug-availability";
import { useDebouncedValue } from "./use-debounced-value";

export type SlugStatus = "unknown" | "checking" | "available" | "taken";

/** Spec section 9: the slug is checked 500 ms after typing stops. */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

/**
 * The availability of the slug being typed (admin spec section 4). Only a non-empty slug
 * of allowed characters is checked, once typing has paused; anything else is unknown.
 * Each check is keyed by its slug, so an answer for an older slug never shows, and the
 * query layer aborts the request of a slug no longer wanted. A failed check is unknown.
 */
export function useSlugStatus(slug: string, { enabled }: { enabled: boolean }): SlugStatus {
  const trimmed = slug.trim();
  const candidate = enabled && trimmed !== "" && SLUG_PATTERN.test(trimmed) ? trimmed : null;
  const settled = useDebouncedValue(candidate, SLUG_CHECK_DEBOUNCE_MS);
  const check = useSlugAvailability(candidate !== null && settled === candidate ? settled : null);

  if (candidate === null) return "unknown";
  // Still typing: the slug shown is not confirmed yet, so it cannot count as available.
  if (settled !== candidate || check.isFetching) return "checking";
  if (check.isError) return "unknown";
  if (!check.data) return "checking";
  return check.data.isAvailable ? "available" : "taken";
}
