import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A status badge beside a card's heading. */
export function Badge({ tone, children }: { tone: "success" | "neutral" | "danger"; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium text-xs",
        tone === "success" && "bg-brand-100 text-brand-900",
        tone === "neutral" && "bg-slate-100 text-slate-700",
        tone === "danger" && "bg-red-100 text-red-800",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-1.5 rounded-full",
          tone === "success" && "bg-brand-600",
          tone === "neutral" && "bg-slate-400",
          tone === "danger" && "bg-red-600",
        )}
      />
      {children}
    </span>
  );
}
