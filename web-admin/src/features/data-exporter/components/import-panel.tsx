import type { DataType, ImportMode } from "@movebreak/shared/contracts/admin";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SectionCard } from "@/components/ui/section-card";
import { StrokeIcon } from "@/components/ui/stroke-icon";
import { cn } from "@/lib/cn";
import { DATA_TYPE_INFO, dataTypeFromFileName, MIGRATION_ORDER } from "../data-types";
import { useImportFlow } from "../hooks/use-import-flow";
import { IMPORT_MODE_INFO } from "../import-modes";
import { deletesRows } from "../utils/describe-changes";
import { ConfirmChangesDialog } from "./confirm-changes-dialog";
import { ImportModeField } from "./import-mode-field";
import { ImportResultSummary } from "./import-result-summary";
import { StepBadge } from "./step-badge";
import { UploadProgress } from "./upload-progress";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Choose a type, a JSON file and a mode, then import and read the result. A replace that would
 * delete or overwrite records is previewed by the server first and confirmed in a dialog.
 */
export function ImportPanel({ apiKey, onStatus }: { apiKey: string; onStatus: (status: number | "ok") => void }) {
  const [type, setType] = useState<DataType>("locations");
  const [file, setFile] = useState<File | null>(null);
  const [typeFromName, setTypeFromName] = useState<DataType | undefined>();
  const [mode, setMode] = useState<ImportMode>("add");
  const flow = useImportFlow({ onStatus });
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const typeName = `import-type-${useId()}`;

  const onFileChange = (chosen: File | null) => {
    setFile(chosen);
    flow.clearFileError();
    // An export file's name says its type; picking it saves a mismatch.
    const named = chosen ? dataTypeFromFileName(chosen.name) : undefined;
    setTypeFromName(named);
    if (named) setType(named);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.start({ type, file, mode, apiKey });
  };

  const info = DATA_TYPE_INFO[type];
  const fileDescribedBy = [fileHintId, flow.fileError ? fileErrorId : null].filter(Boolean).join(" ");

  return (
    <SectionCard
      title="Import"
      description="Upload a JSON file made by Export: an object with exported, count and a data array of records."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-slate-800 text-sm">Data type</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {MIGRATION_ORDER.map((option, index) => (
              <label
                key={option}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-900",
                  option === type
                    ? "border-brand-600 bg-brand-50 text-slate-900"
                    : "border-slate-300 text-slate-700 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name={typeName}
                  value={option}
                  checked={option === type}
                  onChange={() => setType(option)}
                  className="size-4 accent-brand-700"
                />
                <span className="font-medium">{DATA_TYPE_INFO[option].label}</span>
                <StepBadge step={index + 1} className="ml-auto" />
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>JSON file</Label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".json,application/json"
            aria-describedby={fileDescribedBy}
            aria-invalid={flow.fileError ? true : undefined}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className={cn(
              "block w-full rounded-md border border-slate-300 border-dashed bg-slate-50 p-2 text-slate-700 text-sm",
              "file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5",
              "file:font-medium file:text-slate-800 file:text-sm hover:file:bg-slate-100",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
              "aria-invalid:border-red-600 aria-invalid:bg-red-50",
            )}
          />
          <p id={fileHintId} className="text-slate-600 text-sm">
            {file
              ? `${file.name} (${formatSize(file.size)})${
                  typeFromName ? ` - data type set to ${DATA_TYPE_INFO[typeFromName].label} from its name.` : ""
                }`
              : "Checked in the browser before it is sent: it must be JSON with a data array. Up to 20 MB."}
          </p>
          {flow.fileError ? (
            <p id={fileErrorId} className="font-medium text-red-700 text-sm">
              {flow.fileError}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-2">
          <ImportModeField type={type} value={mode} onChange={setMode} />
          {mode === "replace" ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
              <strong className="font-semibold">Before anything is deleted or overwritten</strong> you will see how many{" "}
              records of each kind, and confirm.
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-4">
          <Button type="submit" disabled={flow.busy} className="w-full sm:w-auto sm:self-start">
            <StrokeIcon viewBox="0 0 20 20">
              <path d="M10 14V4M6 8l4-4 4 4M4 16h12" />
            </StrokeIcon>
            {flow.busy ? "Importing..." : `Import ${info.label.toLowerCase()}`}
          </Button>
          {flow.progress ? <UploadProgress progress={flow.progress} /> : null}
        </div>
      </form>

      {flow.outcome ? (
        <div className="mt-6">
          <ImportResultSummary {...flow.outcome} />
        </div>
      ) : null}

      <ConfirmChangesDialog
        preview={flow.confirmation?.preview ?? null}
        stoppingRoutines={flow.confirmation?.stoppingRoutines}
        ownType={flow.confirmation?.type}
        title={
          flow.confirmation ? `${IMPORT_MODE_INFO.replace.label} ${DATA_TYPE_INFO[flow.confirmation.type].noun}?` : ""
        }
        description={
          flow.confirmation ? (
            <>
              Importing <span className="break-all font-medium text-slate-800">{flow.confirmation.fileName}</span> makes
              it the whole set of {DATA_TYPE_INFO[flow.confirmation.type].noun}:
            </>
          ) : null
        }
        confirmLabel={deletesRows(flow.confirmation?.preview) ? "Delete and import" : "Replace and import"}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </SectionCard>
  );
}
