import type { ChangePreview, DataType, StoppingRoutines } from "@movebreak/shared/contracts/admin";
import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cn } from "@/lib/cn";
import { type ChangeKind, describeChanges } from "../utils/describe-changes";
import { StoppingRoutinesNotice } from "./stopping-routines-notice";

const MARK: Record<ChangeKind, { sign: string; className: string }> = {
  deleted: { sign: "−", className: "bg-red-100 text-red-800" },
  updated: { sign: "~", className: "bg-amber-100 text-amber-900" },
  added: { sign: "+", className: "bg-brand-100 text-brand-900" },
};

/**
 * What an import or a restore is about to delete, overwrite and add, as the server previewed it
 * (409), with the exact count per table; nothing has changed until the red button is pressed.
 */
export function ConfirmChangesDialog({
  preview,
  stoppingRoutines,
  ownType,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  /** The preview to confirm; the dialog is closed without one. */
  preview: ChangePreview | null;
  /** The shared routines that would stop playing (named below the counts). */
  stoppingRoutines?: StoppingRoutines | undefined;
  /** The type of the file imported, so dependents deleted with locations are named as such. */
  ownType?: DataType;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const lines = preview ? describeChanges(preview, ownType) : [];
  return (
    <ConfirmDialog
      open={preview !== null}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmVariant="destructive"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul
        aria-label="Changes"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
      >
        {lines.map((line) => (
          <li key={line.text} className="flex items-start gap-2.5">
            <span
              aria-hidden="true"
              className={cn(
                "flex size-5 shrink-0 items-center justify-center rounded-full font-bold text-xs",
                MARK[line.kind].className,
              )}
            >
              {MARK[line.kind].sign}
            </span>
            <span className={cn("text-slate-800", line.kind === "deleted" && "font-medium text-red-800")}>
              {line.text}
            </span>
          </li>
        ))}
      </ul>
      {stoppingRoutines && stoppingRoutines.count > 0 ? <StoppingRoutinesNotice routines={stoppingRoutines} /> : null}
      <p className="text-slate-600 text-sm">
        Nothing has changed yet. What is done is recorded under Recent imports, where it can be restored.
      </p>
    </ConfirmDialog>
  );
}
