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
