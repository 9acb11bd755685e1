import { type ReactNode, useId, useState } from "react";
import { ChevronIcon } from "./icons";

/** A collapsible group of the form: a disclosure button in a heading, then its fields. */
export function FormSection({
  title,
  description,
  defaultOpen,
  errorCount,
  children,
}: {
  title: string;
  description: string;
  defaultOpen: boolean;
  /** Problems inside, announced on the header so a closed section does not hide them. */
  errorCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();

  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:px-5"
        >
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="block text-slate-600 text-sm">{description}</span>
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {errorCount > 0 ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 text-xs">
                {errorCount} {errorCount === 1 ? "issue" : "issues"}
              </span>
            ) : null}
            <ChevronIcon className={`size-5 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`} />
          </span>
        </button>
      </h3>
      <div id={contentId} hidden={!open} className="border-slate-100 border-t px-4 pt-4 pb-5 sm:px-5">
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </div>
    </section>
  );
}
