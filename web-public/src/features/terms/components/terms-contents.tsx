import { TERMS_CHAPTERS } from "../data/terms-outline";

/** The chapter list; sticks beside the text on large screens. */
export function TermsContents() {
  return (
    <nav aria-label="Terms contents" className="lg:sticky lg:top-24">
      <p className="text-sm font-bold tracking-wider text-ink/70 uppercase">On this page</p>
      <ol className="mt-4 space-y-1">
        {Object.values(TERMS_CHAPTERS).map((chapter, index) => (
          <li key={chapter.id}>
            <a
              href={`#${chapter.id}`}
              className="flex gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-ink/80 hover:bg-brand-50 hover:text-ink"
            >
              <span aria-hidden="true" className="text-brand-700 tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              {chapter.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
