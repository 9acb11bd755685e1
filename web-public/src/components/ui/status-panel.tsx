import type { ReactNode } from "react";

const WIDTHS = { narrow: "max-w-3xl", wide: "max-w-6xl lg:px-8" } as const;

/** A page-high centred panel for a loading, empty or error state (routine pages, shared routines). */
export function StatusPanel({ children, width = "wide" }: { children: ReactNode; width?: keyof typeof WIDTHS }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto flex min-h-[28rem] ${WIDTHS[width]} flex-col items-center justify-center px-4 py-16 text-center sm:px-6`}
      >
        {children}
      </div>
    </section>
  );
}

/** A status panel's loading state: a spinner and `label`, announced as a status. */
export function LoadingStatus({ label, width }: { label: string; width?: keyof typeof WIDTHS }) {
  return (
    <StatusPanel width={width}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <p role="status" className="mt-4 font-semibold text-ink/70">
        {label}
      </p>
    </StatusPanel>
  );
}
