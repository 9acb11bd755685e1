import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { Section } from "@/components/ui/section";

/**
 * A read that failed for another reason than "not found" (offline, server error). "Try Again" reads
 * again; on the page as the server rendered it (never hydrated) the page listener reloads instead
 * (`data-reload`, app/islands/page-behaviours.ts), and the server reads again.
 */
export function LandingPageError({ onRetry }: { onRetry: () => void }) {
  return (
    <Section padding="lg" className="text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">This page could not be loaded</h1>
      <p role="alert" className="mx-auto mt-4 max-w-md text-lg text-ink/75">
        Check your connection and try again, or stretch your legs with a routine in the meantime.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button type="button" data-reload onClick={onRetry} className={buttonClass("primary", "md")}>
          Try Again
        </button>
        <Link to={hrefOf("movements")} className={buttonClass("secondary", "md")}>
          Browse Movements
        </Link>
      </div>
    </Section>
  );
}
