import type { ReactNode } from "react";
import type { TermsChapter } from "../data/terms-outline";

/** One chapter of the terms: a numbered, linkable heading and its text. */
export function TermsSection({
  chapter,
  number,
  children,
}: {
  chapter: TermsChapter;
  number: number;
  children: ReactNode;
}) {
  return (
    <section
      id={chapter.id}
      aria-labelledby={`${chapter.id}-heading`}
      className="scroll-mt-24 border-t border-ink/10 pt-10"
    >
      <h2
        id={`${chapter.id}-heading`}
        className="flex items-baseline gap-3 text-2xl font-extrabold tracking-tight sm:text-3xl"
      >
        <span aria-hidden="true" className="text-lg font-black text-brand-700 tabular-nums">
          {String(number).padStart(2, "0")}
        </span>
        {chapter.title}
      </h2>
      <div className="landing-prose mt-4">{children}</div>
    </section>
  );
}
