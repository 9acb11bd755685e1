import type {
  ChangePreview,
  DataType,
  ImportMode,
  ImportResult,
  StoppingRoutines,
} from "@movebreak/shared/contracts/admin";
import { useState } from "react";
import { useToast } from "@/components/ui/toast/toast-context";
import { type ImportDataInput, useImportData } from "../api/import-data";
import type { ImportProgress } from "../components/upload-progress";
import { DATA_TYPE_INFO } from "../data-types";
import { readImportFile } from "../utils/read-import-file";
import { ConfirmationNeededError } from "../utils/transfer-error";

export interface ImportOutcome {
  type: DataType;
  fileName: string;
  result: ImportResult;
}

export interface StartImport {
  type: DataType;
  file: File | null;
  mode: ImportMode;
  apiKey: string;
}

/** A replace the server would not do without confirmation: what it would change, and the request to resend. */
export interface PendingConfirmation {
  type: DataType;
  fileName: string;
  preview: ChangePreview;
  /** The shared routines whose links would stop playing. */
  stoppingRoutines: StoppingRoutines;
  request: Omit<ImportDataInput, "onProgress" | "onUploaded">;
}

/**
 * An import from the press of the button to the result: the file is checked here first
 * (spec section 5), then sent with upload progress, then its counts are kept to show. A 409
 * with a preview is held in `confirmation` until the operator confirms (sent again with
 * confirmDeletions) or cancels (nothing more is sent).
 */
export function useImportFlow({ onStatus }: { onStatus: (status: number | "ok") => void }) {
  const { toast } = useToast();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);

  const importMutation = useImportData({
    onMutate: () => {
      setOutcome(null);
      setProgress({ stage: "uploading", percent: 0 });
    },
    onSettled: () => setProgress(null),
    onSuccess: (result, { type }) => {
      onStatus("ok");
      toast({
        title: "Import Completed",
        description: `Imported ${result.imported} of ${result.total} ${DATA_TYPE_INFO[type].noun}.`,
      });
    },
    onError: (error, { confirmDeletions }) => {
      // Not a failure: the server asks first (handled where the request was sent).
      if (error instanceof ConfirmationNeededError && !confirmDeletions) return;
      if ("status" in error && typeof error.status === "number" && error.status > 0) onStatus(error.status);
      toast({ title: "Import Failed", description: error.message, variant: "destructive" });
    },
  });

  const send = (request: PendingConfirmation["request"], fileName: string) => {
    const { type } = request;
    importMutation.mutate(
      {
        ...request,
        onProgress: ({ loaded, total }) =>
          setProgress({ stage: "uploading", percent: total > 0 ? Math.round((loaded / total) * 100) : null }),
        onUploaded: () => setProgress({ stage: "processing" }),
      },
      {
        // Kept per call, so the result names the file it came from.
        onSuccess: (result) => setOutcome({ type, fileName, result }),
        onError: (error) => {
          if (error instanceof ConfirmationNeededError && !request.confirmDeletions) {
            onStatus("ok");
            setConfirmation({
              type,
              fileName,
              preview: error.preview,
              stoppingRoutines: error.stoppingRoutines,
              request,
            });
          }
        },
      },
    );
  };

  const start = async ({ type, file, mode, apiKey }: StartImport) => {
    if (!file) {
      toast({ title: "No File Selected", description: "Please select a JSON file to import", variant: "destructive" });
      return;
    }
    setChecking(true);
    const read = await readImportFile(file).finally(() => setChecking(false));
    if (!read.ok) {
      setFileError(read.error);
      toast({ title: "Import Failed", description: read.error, variant: "destructive" });
      return;
    }
    setFileError(null);
    send({ type, data: read.data, mode, fileName: file.name, apiKey }, file.name);
  };

  const confirm = () => {
    if (!confirmation) return;
    setConfirmation(null);
    send({ ...confirmation.request, confirmDeletions: true }, confirmation.fileName);
  };

  return {
    start,
    progress,
    outcome,
    fileError,
    clearFileError: () => setFileError(null),
    busy: checking || importMutation.isPending,
    /** A previewed replace waiting for the operator. */
    confirmation,
    confirm,
    cancel: () => setConfirmation(null),
  };
}
