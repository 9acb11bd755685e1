import type { EmbedLocationResponse } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export function embedLocationQueryKey(locationId: string): string[] {
  return ["/api/embed/location", locationId];
}

/**
 * GET /api/embed/location/{locationId}: the location and its playable
 * workouts. An answer without a workout counts as a failure, since there is
 * nothing to embed; a workout without a clip (videoUrl null) is not one: its
 * demonstration is drawn. Failures are logged as the spec asks ("Error
 * fetching video"); a preview then reads "Video unavailable".
 */
export async function getEmbedLocation(locationId: string, signal?: AbortSignal): Promise<EmbedLocationResponse> {
  try {
    const answer = await apiGet<EmbedLocationResponse>(`/api/embed/location/${encodeURIComponent(locationId)}`, signal);
    if (!answer.workouts?.[0]) throw new Error(`No workouts for ${locationId}`);
    return answer;
  } catch (error) {
    if (!signal?.aborted) console.error("Error fetching video", error);
    throw error;
  }
}

export function getEmbedLocationQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: embedLocationQueryKey(locationId),
    queryFn: ({ signal }) => getEmbedLocation(locationId, signal),
  });
}

/** The clip a preview plays: the location's first workout (videoUrl null: it has none, its demonstration shows). */
export interface PreviewClip {
  title: string;
  videoUrl: string | null;
}

function firstClip({ workouts }: EmbedLocationResponse): PreviewClip {
  const first = workouts[0];
  // An empty address names no clip either: the demonstration is drawn (never a spinner waiting for nothing).
  return { title: first?.title ?? "", videoUrl: first?.videoUrl || null };
}

/** The preview clip of a location; nothing is read until `enabled` (the box is near the viewport). */
export function usePreviewClip(locationId: string, enabled: boolean) {
  return useQuery({ ...getEmbedLocationQueryOptions(locationId), select: firstClip, enabled });
}
