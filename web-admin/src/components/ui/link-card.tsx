import type { ReactNode } from "react";
import { Link } from "react-router";

/** A card that is one link: its title names it, its description explains where it leads. */
export function LinkCard({
  to,
  title,
  description,
  icon,
}: {
  to: string;
  title: string;
  description: string;
  icon?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800 group-hover:bg-brand-200"
        >
          {icon}
        </span>
      ) : null}
      <span className="flex items-center justify-between gap-2 font-semibold text-lg text-slate-900">
        {title}
        <span
          aria-hidden="true"
          className="text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
        >
          →
        </span>
      </span>
      <span className="text-slate-600 text-sm">{description}</span>
    </Link>
  );
}
