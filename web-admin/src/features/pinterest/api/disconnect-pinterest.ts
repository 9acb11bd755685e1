import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pinterestRequest } from "../utils/pinterest-request";
import { refreshPinterestQueries } from "./refresh-pinterest-queries";

/** POST /api/pinterest/disconnect: forgets the account and its tokens. */
export function disconnectPinterest(): Promise<{ success: boolean; message: string }> {
  return pinterestRequest("/api/pinterest/disconnect", { method: "POST" });
}

export function useDisconnectPinterest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectPinterest, onSuccess: () => refreshPinterestQueries(queryClient) });
}
