import { BRAND } from "@movebreak/shared/brand";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** The frame of every signed-in screen: top bar, page heading (with its actions), content. */
export function AdminLayout({
  title,
  description,
  actions,
  showBackLink = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  showBackLink?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${BRAND.name} Admin`}</title>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center px-4 sm:px-6">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            <span aria-hidden="true" className="size-3 rounded-full bg-brand-500 ring-4 ring-brand-100" />
            {BRAND.name}
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-600 text-xs uppercase tracking-wide">
              Admin
            </span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10">
        {showBackLink ? (
          <Link
            to={paths.home}
            className="mb-4 inline-flex items-center gap-1 rounded-md font-medium text-brand-800 text-sm hover:text-brand-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            <span aria-hidden="true">←</span>
            Back to Admin
          </Link>
        ) : null}
        <div className="mb-8">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h1 className="min-w-0 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
            {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
          </div>
          {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
