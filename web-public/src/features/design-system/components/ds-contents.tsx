const CHAPTERS = [
  { id: "colours", label: "Colours" },
  { id: "typography", label: "Typography" },
  { id: "buttons", label: "Buttons" },
  { id: "cards", label: "Cards" },
  { id: "grid", label: "Grid" },
];

/** Jump links to the page's chapters. */
export function DsContents() {
  return (
    <nav aria-label="Design system contents" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
      <ul className="flex flex-wrap gap-2">
        {CHAPTERS.map((chapter) => (
          <li key={chapter.id}>
            <a
              href={`#${chapter.id}`}
              className="inline-flex rounded-full bg-stone-100 px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-100"
            >
              {chapter.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
