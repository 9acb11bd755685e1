import { CATEGORY_GROUPS } from "@movebreak/shared/categories";

/**
 * One pill per category group; each is a link to its section (the page's click listener,
 * app/islands/page-behaviours.ts, scrolls there smoothly and moves focus; without JavaScript the
 * browser follows the anchor).
 */
export function CategoryPills() {
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-wrap justify-center gap-2">
        {CATEGORY_GROUPS.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-brand-500 hover:ring-brand-500"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
