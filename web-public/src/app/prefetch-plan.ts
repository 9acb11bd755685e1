import { metadataQueryKey } from "@/features/page-metadata/api/get-metadata";
import type { PrefetchItem } from "@/lib/prefetch";
import { pathOf, searchOf } from "@/lib/url";
import { metadataPathOf } from "./route-head";
import { matchRoute } from "./routes";

/**
 * The API reads a URL needs before it can be rendered on the server: its route's own (the route table's
 * prefetch), then its metadata. The server performs them in-process and hands the answers back
 * (dehydrateAnswers), so the first paint of a data page already has its content, title and status.
 */
export function prefetchPlan(url: string): PrefetchItem[] {
  const path = pathOf(url);
  const match = matchRoute(path);
  const data = match?.route.prefetch?.(match.params) ?? [];
  // The metadata query (spec section 7) is answered on the server too, so the browser does not read it again.
  const metadataPath = metadataPathOf(path, searchOf(url));
  const metadata = metadataPath
    ? [
        {
          queryKey: [...metadataQueryKey(metadataPath)],
          path: `/api/metadata?path=${encodeURIComponent(metadataPath)}`,
        },
      ]
    : [];
  return [...data, ...metadata];
}
