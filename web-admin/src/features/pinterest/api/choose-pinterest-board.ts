import type { PinterestBoard } from "@movebreak/shared/contracts/pinterest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pinterestRequest } from "../utils/pinterest-request";
import { getPinterestBoardsQueryOptions } from "./get-pinterest-boards";
import { getPinterestStatusQueryOptions } from "./get-pinterest-status";

/** PUT /api/pinterest/board: the board new landing pages are pinned to (null: none). */
export function choosePinterestBoard(
  boardId: string | null,
): Promise<{ success: boolean; message: string; board: PinterestBoard | null }> {
  return pinterestRequest("/api/pinterest/board", { method: "PUT", json: { boardId } });
}

export function useChoosePinterestBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePinterestBoard,
    // Choosing a board reads the account's boards from Pinterest: the last call's outcome moves either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPinterestStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getPinterestBoardsQueryOptions().queryKey }),
      ]),
  });
}
