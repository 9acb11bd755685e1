import type { Review } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const reviewsQueryKey = ["/api/reviews"] as const;

export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiGet<Review[]>(reviewsQueryKey.join("/"), signal);
}

export function getReviewsQueryOptions() {
  return queryOptions({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => getReviews(signal) });
}

export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
