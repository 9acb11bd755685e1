import { BRAND } from "@movebreak/shared/brand";
import { oembedEndpoint } from "@movebreak/shared/embed-frame";
import { hrefOf } from "@movebreak/shared/public-routes";
import { SHARE_IMAGE_SIZE, shareCardAlt, shareImagePaths } from "@movebreak/shared/share-images";
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
 * The head of /try/{key}. A routine that was read (on the server, with its
 * exercises in the HTML) is a page of its own: indexable, canonical at its own
 * address. The other states (no key, not found, loading) stay out of search
 * results (noindex, follow, no canonical), titled as the page shows them.
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
  if (isSharedRoutine(data)) {
    // Read on the server, with its exercises in the HTML: a page of its own, indexable at its own address.
    const canonicalUrl = absoluteUrl(siteUrl, hrefOf("sharedRoutine", { key }));
    const title = sharedRoutineTitle(data);
    const oembed = { href: oembedEndpoint(siteUrl, canonicalUrl), title: `${title} (${BRAND.name} player)` };
    // The routine's own card (its title beside its location's artwork), not the site's default image.
    const card = {
      url: absoluteUrl(siteUrl, shareImagePaths.sharedRoutineCard(key)),
      alt: shareCardAlt(title, BRAND.name, data.locationId),
      ...SHARE_IMAGE_SIZE,
    };
    return { ...head(title, sharedRoutineDescription(data)), noindex: false, canonicalUrl, oembed, image: card };
  }
  const state = queryClient.getQueryState(queryKey);
  if (state?.status === "error" || data === null) {
    return head("Routine not found", SHARED_ROUTINE_DESCRIPTION_FALLBACK);
  }
  return head("Shared Routine", SHARED_ROUTINE_DESCRIPTION_FALLBACK);
}
