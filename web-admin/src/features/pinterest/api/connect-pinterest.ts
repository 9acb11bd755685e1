import type { ConnectRequest } from "@movebreak/shared/contracts/pinterest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pinterestRequest } from "../utils/pinterest-request";
import { refreshPinterestQueries } from "./refresh-pinterest-queries";

/** POST /api/pinterest/connect: a token entered by hand (checked by the server with Pinterest). */
export function connectPinterest(body: ConnectRequest): Promise<{ success: boolean; message: string }> {
  return pinterestRequest("/api/pinterest/connect", { method: "POST", json: body });
}

export function useConnectPinterest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectPinterest, onSuccess: () => refreshPinterestQueries(queryClient) });
}
