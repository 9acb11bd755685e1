import type { ReactNode } from "react";

/** The framed box a live preview sits in, under its heading. */
export function PreviewBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="mt-3 overflow-hidden rounded-xl bg-ink/[0.03] p-4 ring-1 ring-ink/10 sm:p-6">{children}</div>
    </div>
  );
}
