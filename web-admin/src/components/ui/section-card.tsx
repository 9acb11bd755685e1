import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

/** A card of a screen: a named region with its heading, an optional line saying what it is for, and actions. */
export function SectionCard({
  title,
  description,
  aside,
  children,
  className,
}: {
  title: ReactNode;
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
