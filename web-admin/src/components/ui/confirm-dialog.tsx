import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button, type ButtonVariant } from "./button";

/**
 * A modal asking the operator to confirm an action, on the native <dialog> (as the Page
 * Manager's Import JSON dialog): showModal() makes the rest of the page inert and Escape
 * closes it. Focus goes to Cancel, the safe choice, and returns to the opener on close.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant = "primary",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  /** Cancel, Escape: the dialog closes and nothing else happens. */
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Closed by Escape (the browser closes it itself): tell the owner. A close that follows
      // `open` turning false needs no answer.
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div>
            <h2 id={titleId} className="font-semibold text-lg">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-slate-600 text-sm">
                {description}
              </div>
            ) : null}
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant={confirmVariant} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
