import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/toast/toast-context";
import { fieldsFromJson, InvalidJsonError } from "../utils/import-json";
import type { FormValues } from "../utils/landing-page-fields";

/**
 * A modal where the operator pastes a page as JSON. Text that does not parse stays in
 * the dialog with an 'Invalid JSON' toast; otherwise the known fields go to `onImport`.
 */
export function ImportJsonDialog({
  open,
  editing,
  onClose,
  onImport,
}: {
  open: boolean;
  editing: boolean;
  onClose: () => void;
  onImport: (fields: Partial<FormValues>) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const { toast } = useToast();
  const titleId = useId();
  const textId = useId();
  const hintId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onSubmit = () => {
    try {
      onImport(fieldsFromJson(text, { editing }));
      setText("");
      onClose();
    } catch (error) {
      if (!(error instanceof InvalidJsonError)) throw error;
      toast({ title: "Invalid JSON", description: error.message, variant: "destructive" });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <form
        method="dialog"
        className="flex flex-col gap-4 p-5 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div>
          <h2 id={titleId} className="font-semibold text-lg">
            Import JSON
          </h2>
          <p id={hintId} className="mt-1 text-slate-600 text-sm">
            Paste a page as a JSON object. Only the form's fields with a value are filled
            {editing ? "; the slug of this page is kept" : ""}.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={textId}>Page JSON</Label>
          <textarea
            id={textId}
            value={text}
            rows={12}
            spellCheck={false}
            aria-describedby={hintId}
            placeholder={'{\n  "slug": "neck-pain-desk-stretches",\n  "seoTitle": "..."\n}'}
            onChange={(event) => setText(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-700 focus:outline-2 focus:outline-brand-600/40"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={text.trim() === ""}>
            Import
          </Button>
        </div>
      </form>
    </dialog>
  );
}
