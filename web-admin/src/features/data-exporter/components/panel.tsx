import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

/** A card of this screen: a named region with its heading and a line saying what it is for. */
export function Panel({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-600 text-sm">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
