import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

/** A card of the Pinterest page: a named region with its heading, an optional note and actions. */
export function SectionCard({
  title,
  description,
  aside,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  /** Shown beside the heading (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {description ? <p className="mt-1 text-slate-600 text-sm">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

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
