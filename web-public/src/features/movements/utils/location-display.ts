import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { locationSlug } from "@movebreak/shared/slug";
import { subtitleFallback } from "@movebreak/shared/title-case";

/** The subtitle, or the spec's fallback "{n} exercise(s) for targeted movement". */
export function locationSubtitle(location: Pick<LocationWithThumbnail, "subtitle" | "workoutCount">): string {
  return location.subtitle?.trim() ? location.subtitle : subtitleFallback(location.workoutCount);
}

export function locationPath(location: Pick<LocationWithThumbnail, "slug" | "title">): string {
  return `/movements/${locationSlug(location)}`;
}
