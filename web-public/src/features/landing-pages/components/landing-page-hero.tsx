import { CLAIMS } from "@movebreak/shared/constants";
import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon } from "@/components/ui/icons";
import { RatingBadge } from "@/components/ui/star-rating";
import { StoreButton } from "@/components/ui/store-button";
import { scrollToTop } from "@/lib/scroll";
import { LandingPageBrandPanel } from "./landing-page-brand-panel";

/** Headline, subheadline and the two calls to action, next to the hero image or the brand panel. */
export function LandingPageHero({ page }: { page: PublicLandingPage }) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-20">
        <div className="text-center lg:text-left">
          <RatingBadge />
          <h1 className="mt-6 text-4xl font-black tracking-tight text-balance sm:text-5xl">{page.heroHeadline}</h1>
          {page.heroSubheadline && (
            <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-ink/75 lg:mx-0">{page.heroSubheadline}</p>
          )}
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <StoreButton size="lg" className="w-full sm:w-auto" />
            <Link
              to={hrefOf("movements")}
              onClick={scrollToTop}
              className={buttonClass("secondary", "lg", "w-full sm:w-auto")}
            >
              Try a move online
              <ArrowRightIcon />
            </Link>
          </div>
          <p className="mt-4 text-sm text-ink/70">{CLAIMS.trialDays}-day free trial. Cancel anytime.</p>
        </div>
        {page.heroImageUrl ? (
          // The generated hero is a 1200x630 card with its headline drawn in: shown whole, never cropped.
          // The size reserves its box; an image of another shape keeps its own proportions once loaded.
          <img
            src={page.heroImageUrl}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-ink/10"
          />
        ) : (
          <LandingPageBrandPanel />
        )}
      </div>
    </section>
  );
}
