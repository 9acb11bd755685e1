import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const LABELS: Record<string, { label: string; className: string }> = {
  running: { label: "Active", className: "bg-brand-100 text-brand-900 ring-brand-300" },
  paused: { label: "Paused", className: "bg-amber-50 text-amber-900 ring-amber-300" },
  stopped: { label: "Stopped", className: "bg-slate-100 text-slate-700 ring-slate-300" },
  error: { label: "Error", className: "bg-red-50 text-red-800 ring-red-300" },
};
const UNKNOWN = { label: "Unknown", className: "bg-slate-100 text-slate-700 ring-slate-300" };

/** Admin spec section 2: running 'Active', paused 'Paused', stopped 'Stopped', error 'Error', else 'Unknown'. */
export function statusLabel(status: string | null | undefined): string {
  return (status && LABELS[status]?.label) || UNKNOWN.label;
}

export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const look = (status && LABELS[status]) || UNKNOWN;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset",
        look.className,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-1.5 rounded-full bg-current",
          status === "running" && "text-brand-600 motion-safe:animate-pulse",
        )}
      />
      {look.label}
    </span>
  );
}

export function Badge({
  children,
  tone = "slate",
  className,
}: {
  children: ReactNode;
  tone?: "slate" | "brand" | "amber" | "red" | "blue";
  className?: string;
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-700 ring-slate-200",
    brand: "bg-brand-100 text-brand-900 ring-brand-200",
    amber: "bg-amber-50 text-amber-900 ring-amber-200",
    red: "bg-red-50 text-red-800 ring-red-200",
    blue: "bg-sky-50 text-sky-900 ring-sky-200",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 font-medium text-xs ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
