import type { QueryClient } from "@tanstack/react-query";
import { getPinterestBoardsQueryOptions } from "./get-pinterest-boards";
import { getPinterestPinsQueryOptions } from "./get-pinterest-pins";
import { getPinterestStatusQueryOptions } from "./get-pinterest-status";

/** After connecting or disconnecting, the status, pins and boards are read again (admin spec section 4). */
export async function refreshPinterestQueries(queryClient: QueryClient): Promise<void> {
  const keys = [
    getPinterestStatusQueryOptions().queryKey,
    getPinterestPinsQueryOptions().queryKey,
    getPinterestBoardsQueryOptions().queryKey,
  ];
  // A first read still on its way (the page opened with ?code=...) may predate the change: drop it, then read again.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
