import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast/toast-context";
import { useChoosePinterestBoard } from "../api/choose-pinterest-board";
import { usePinterestBoards } from "../api/get-pinterest-boards";
import { serverErrorOf } from "../utils/pinterest-request";
import { queryErrorMessage } from "../utils/query-error";

const NONE = "";

/** Where the automation pins each page it publishes: one of the account's boards, or none. */
export function BoardPicker() {
  const { toast } = useToast();
  const boards = usePinterestBoards({ enabled: true });
  const choose = useChoosePinterestBoard();
  const [choice, setChoice] = useState<string>(NONE);
  const selectId = useId();
  const hintId = useId();
  const saved = boards.data?.selectedBoardId ?? NONE;

  useEffect(() => {
    setChoice(saved);
  }, [saved]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose.mutate(choice === NONE ? null : choice, {
      onSuccess: (result) => toast({ title: "Board Saved", description: result.message }),
      onError: (error) =>
        toast({
          title: "Save Failed",
          description: serverErrorOf(error, "Could not save the board."),
          variant: "destructive",
        }),
    });
  };

  const savedName = boards.data?.boards.find((board) => board.id === saved)?.name;
  return (
    <SectionCard
      title="Publishing"
      description="Each landing page the automation publishes is pinned to this board, with its poster and caption."
    >
      {boards.isPending ? (
        <Spinner label="Loading boards..." showLabel />
      ) : boards.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          The boards could not be loaded: {queryErrorMessage(boards.error)}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <Label htmlFor={selectId}>Board for new pages</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <select
              id={selectId}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              aria-describedby={hintId}
              className="block min-h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-600/40 sm:text-sm"
            >
              <option value={NONE}>Don't pin new pages</option>
              {boards.data.boards.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.name}
                </option>
              ))}
            </select>
            <Button type="submit" disabled={choose.isPending || choice === saved} className="shrink-0">
              {choose.isPending ? "Saving..." : "Save"}
            </Button>
          </div>
          <p id={hintId} className="text-slate-600 text-sm">
            {savedName ? (
              <>
                New pages are pinned to <strong className="font-semibold text-slate-900">{savedName}</strong>.
              </>
            ) : (
              "New pages are not pinned until a board is chosen."
            )}
          </p>
        </form>
      )}
    </SectionCard>
  );
}
