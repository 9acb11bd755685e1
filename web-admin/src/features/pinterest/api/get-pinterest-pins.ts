import type { PinterestPin } from "@movebreak/shared/contracts/pinterest";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { afterPinterestCall } from "./get-pinterest-status";

export const PINTEREST_PINS_PATH = "/api/pinterest/pins";

/** GET /api/pinterest/pins: the account's first 6 pins. */
export function getPinterestPins(signal?: AbortSignal): Promise<{ pins: PinterestPin[] }> {
  return apiRequest<{ pins: PinterestPin[] }>(PINTEREST_PINS_PATH, { signal });
}

export function getPinterestPinsQueryOptions() {
  return queryOptions({
    queryKey: [PINTEREST_PINS_PATH],
    queryFn: ({ signal, client }) => afterPinterestCall(client, getPinterestPins(signal)),
  });
}

/** Pins are requested only when an account is connected (admin spec section 4). */
export function usePinterestPins({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getPinterestPinsQueryOptions(), enabled });
}
