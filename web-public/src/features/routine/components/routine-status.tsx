import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { LoadingStatus, StatusPanel } from "@/components/ui/status-panel";
import { scrollToTop } from "@/lib/scroll";

function BackToMovements() {
  return (
    <Link to={hrefOf("movements")} onClick={scrollToTop} className={buttonClass("primary", "md", "mt-8")}>
      Back to Movements
    </Link>
  );
}

/** While the location has not been read (the server's read of it failed). */
export function RoutineLoading() {
  return <LoadingStatus label="Loading exercises..." />;
}

/** The routine page was opened without a slug. */
export function RoutineNoSlug() {
  return (
    <StatusPanel>
      <h1 className="text-3xl font-extrabold tracking-tight">Error: No location specified</h1>
      <BackToMovements />
    </StatusPanel>
  );
}

/** No location has this slug, or it has no exercises. */
export function RoutineNotFound({ slug }: { slug: string }) {
  return (
    <StatusPanel>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Location not found</h1>
      <p className="mt-3 text-ink/70">{`Slug: ${slug}`}</p>
      <BackToMovements />
    </StatusPanel>
  );
}

/**
 * The read failed for another reason (network, server): offer to try again (on the server's page, never
 * hydrated, `data-reload` makes the page listener reload it: app/islands/page-behaviours.ts).
 */
export function RoutineLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel>
      <h1 className="text-3xl font-extrabold tracking-tight">The exercises could not be loaded</h1>
      <p className="mt-3 text-ink/70">Please check your connection and try again.</p>
      <button type="button" data-reload onClick={onRetry} className={buttonClass("primary", "md", "mt-8")}>
        Try Again
      </button>
    </StatusPanel>
  );
}
