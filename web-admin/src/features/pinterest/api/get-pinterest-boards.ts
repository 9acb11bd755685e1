import type { PinterestBoard } from "@movebreak/shared/contracts/pinterest";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { afterPinterestCall } from "./get-pinterest-status";

export const PINTEREST_BOARDS_PATH = "/api/pinterest/boards";

export interface PinterestBoards {
  boards: PinterestBoard[];
  selectedBoardId: string | null;
}

/** GET /api/pinterest/boards: the connected account's boards and the one new pages are pinned to. */
export function getPinterestBoards(signal?: AbortSignal): Promise<PinterestBoards> {
  return apiRequest<PinterestBoards>(PINTEREST_BOARDS_PATH, { signal });
}

export function getPinterestBoardsQueryOptions() {
  return queryOptions({
    queryKey: [PINTEREST_BOARDS_PATH],
    queryFn: ({ signal, client }) => afterPinterestCall(client, getPinterestBoards(signal)),
  });
}

export function usePinterestBoards({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getPinterestBoardsQueryOptions(), enabled });
}
