import type { ChangePreview, ImportRecord, StoppingRoutines } from "@movebreak/shared/contracts/admin";
import { useState } from "react";
import { useToast } from "@/components/ui/toast/toast-context";
import { useRestoreImport } from "../api/restore-import";
import { ConfirmationNeededError } from "../utils/transfer-error";

export interface PendingRestore {
  record: ImportRecord;
  preview: ChangePreview;
  stoppingRoutines: StoppingRoutines;
}

/**
 * Restoring an import: asked first without confirmation; when the server answers 409 with what
 * the restore would delete or overwrite, it waits in `confirmation` for the operator, then is
 * sent again with confirmDeletions (or dropped on Cancel, with nothing more sent).
 */
export function useRestoreFlow() {
  const { toast } = useToast();
  const [confirmation, setConfirmation] = useState<PendingRestore | null>(null);
  const restoreMutation = useRestoreImport({
    onSuccess: (answer) => toast({ title: "Import Restored", description: answer.message }),
    onError: (error, { confirmDeletions }) => {
      if (error instanceof ConfirmationNeededError && !confirmDeletions) return;
      toast({ title: "Restore Failed", description: error.message, variant: "destructive" });
    },
  });

  const start = (record: ImportRecord) =>
    restoreMutation.mutate(
      { id: record.id },
      {
        onError: (error) => {
          if (error instanceof ConfirmationNeededError) {
            setConfirmation({ record, preview: error.preview, stoppingRoutines: error.stoppingRoutines });
          }
        },
      },
    );

  const confirm = () => {
    if (!confirmation) return;
    setConfirmation(null);
    restoreMutation.mutate({ id: confirmation.record.id, confirmDeletions: true });
  };

  return {
    start,
    confirm,
    cancel: () => setConfirmation(null),
    confirmation,
    /** The import being restored right now, if any. */
    restoringId: restoreMutation.isPending ? restoreMutation.variables?.id : undefined,
  };
}
