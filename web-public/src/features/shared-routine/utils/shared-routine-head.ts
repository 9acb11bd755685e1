import { BRAND } from "@movebreak/shared/brand";
import type { QueryClient } from "@tanstack/react-query";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields } from "@/lib/head";
import { sharedRoutineQueryKey } from "../api/get-shared-routine";
import {
  isSharedRoutine,
  SHARED_ROUTINE_DESCRIPTION_FALLBACK,
  sharedRoutineDescription,
  sharedRoutineTitle,
} from "./shared-routine-display";

/**
 * The head of /try/{key}. Shared links are personal copies of routines that
 * live at /movements/{slug}, so they stay out of search results (noindex,
 * follow, no canonical) whatever their state; the title follows what the page
 * shows: the routine once read (the server reads it), "Routine not found", or a neutral
 * title while loading.
 */
export function sharedRoutineHead(key: string, siteUrl: string, queryClient: QueryClient): HeadFields {
  const image = { url: absoluteUrl(siteUrl, "/og-image.png"), alt: BRAND.name, ...DEFAULT_SOCIAL_IMAGE_SIZE };
  const head = (title: string, description: string): HeadFields => ({
    type: "website",
    title: `${title} | ${BRAND.name}`,
    description,
    keywords: "shared routine, desk exercises, movement break",
    noindex: true,
    image,
  });

  if (!key) return head("Error: No key provided", SHARED_ROUTINE_DESCRIPTION_FALLBACK);
  const queryKey = sharedRoutineQueryKey(key);
  const data = queryClient.getQueryData(queryKey);
  if (isSharedRoutine(data)) return head(sharedRoutineTitle(data), sharedRoutineDescription(data));
  const state = queryClient.getQueryState(queryKey);
  if (state?.status === "error" || data === null) {
    return head("Routine not found", SHARED_ROUTINE_DESCRIPTION_FALLBACK);
  }
  return head("Shared Routine", SHARED_ROUTINE_DESCRIPTION_FALLBACK);
}
