import type { DataType, ImportResult } from "@movebreak/shared/contracts/admin";
import { useState } from "react";
import { useToast } from "@/components/ui/toast/toast-context";
import { useImportData } from "../api/import-data";
import type { ImportProgress } from "../components/upload-progress";
import { DATA_TYPE_INFO } from "../data-types";
import { readImportFile } from "../utils/read-import-file";

export interface ImportOutcome {
  type: DataType;
  fileName: string;
  result: ImportResult;
}

export interface StartImport {
  type: DataType;
  file: File | null;
  clearExisting: boolean;
  apiKey: string;
}

/**
 * An import from the press of the button to the result: the file is checked here first
 * (spec section 5), then sent with upload progress, then its counts are kept to show.
 */
export function useImportFlow({ onStatus }: { onStatus: (status: number | "ok") => void }) {
  const { toast } = useToast();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

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
    onError: (error) => {
      if ("status" in error && typeof error.status === "number" && error.status > 0) onStatus(error.status);
      toast({ title: "Import Failed", description: error.message, variant: "destructive" });
    },
  });

  const start = async ({ type, file, clearExisting, apiKey }: StartImport) => {
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
    importMutation.mutate(
      {
        type,
        data: read.data,
        clearExisting,
        apiKey,
        onProgress: ({ loaded, total }) =>
          setProgress({ stage: "uploading", percent: total > 0 ? Math.round((loaded / total) * 100) : null }),
        onUploaded: () => setProgress({ stage: "processing" }),
      },
      // Kept per call, so the result names the file it came from.
      { onSuccess: (result) => setOutcome({ type, fileName: file.name, result }) },
    );
  };

  return {
    start,
    progress,
    outcome,
    fileError,
    clearFileError: () => setFileError(null),
    busy: checking || importMutation.isPending,
  };
}
