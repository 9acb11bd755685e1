import { landingPageApiPath, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import type { PrefetchItem } from "@/lib/prefetch";
import { pathOf } from "@/lib/url";
import { landingPageSlugOf } from "./routes";

/**
 * The API reads a URL needs before it can be rendered on the server. The server
 * performs them in-process and hands the answers back (dehydrateAnswers), so the
 * first paint of a data page already has its content, title and status.
 */
export function prefetchPlan(url: string): PrefetchItem[] {
  const slug = landingPageSlugOf(pathOf(url));
  if (slug !== null) return [{ queryKey: landingPageQueryKey(slug), path: landingPageApiPath(slug) }];
  return [];
}
