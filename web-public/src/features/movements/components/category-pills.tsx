import { CATEGORY_GROUPS } from "@movebreak/shared/categories";
import { scrollToSection } from "@/lib/scroll";

/** One pill per category group; each scrolls to its section. */
export function CategoryPills() {
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-wrap justify-center gap-2">
        {CATEGORY_GROUPS.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              onClick={() => scrollToSection(group.id)}
              className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-brand-500 hover:ring-brand-500"
            >
              {group.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
