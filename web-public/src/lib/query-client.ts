import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet } from "./api-client";

/** Default query: GET the query key segments joined with "/". */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join("/"), signal);

/** Cache defaults from the spec: never stale, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
