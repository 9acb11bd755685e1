import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { scrollToTop } from "@/lib/scroll";

/**
 * The other pages on the same pain point: a hub's place pages, a place page's hub and siblings. Nothing shows
 * for a page with none.
 */
export function LandingPageRelated({ page }: { page: Pick<PublicLandingPage, "painPoint" | "related"> }) {
  if (page.related.length === 0) return null;
  return (
    <nav aria-labelledby="landing-related-heading" className="mx-auto max-w-3xl px-4 pb-14 sm:px-6 lg:px-8">
      <h2 id="landing-related-heading" className="text-2xl font-black tracking-tight text-ink">
        More on {page.painPoint}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {page.related.map((other) => (
          <li key={other.slug}>
            <Link
              to={hrefOf("landingPage", { slug: other.slug })}
              onClick={scrollToTop}
              className="block rounded-xl border border-ink/10 px-4 py-3 font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
