import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The white panel the admin screens use (see LinkCard). */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}>{children}</div>
  );
}

/** A labelled figure: a summary tile or a metric. */
export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="font-medium text-slate-600 text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-slate-500 text-xs">{hint}</dd> : null}
    </div>
  );
}

/** An empty state: a title and an optional hint. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-1 rounded-lg border border-slate-300 border-dashed px-4 py-10 text-center">
      <p className="font-medium text-slate-700">{title}</p>
      {hint ? <p className="text-slate-500 text-sm">{hint}</p> : null}
    </div>
  );
}
