import type { PinterestTestResponse } from "@movebreak/shared/contracts/pinterest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pinterestRequest } from "../utils/pinterest-request";
import { getPinterestStatusQueryOptions } from "./get-pinterest-status";

/** GET /api/pinterest/test: reads the account with the stored token; `success: false` is Pinterest refusing it. */
export function testPinterestConnection(): Promise<PinterestTestResponse> {
  return pinterestRequest<PinterestTestResponse>("/api/pinterest/test");
}

export function useTestPinterestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testPinterestConnection,
    // A test may have renewed the token and always moves the last sync time.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPinterestStatusQueryOptions().queryKey }),
  });
}
