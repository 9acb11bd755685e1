import { CLAIMS } from "@movebreak/shared/constants";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { Section } from "@/components/ui/section";
import { StoreButton } from "@/components/ui/store-button";
import { scrollToTop } from "@/lib/scroll";

/** The closing call to action: the free trial, or a routine in the browser first. */
export function LandingPageCta() {
  return (
    <Section look="dark" padding="md" className="text-center" labelledBy="landing-cta-heading">
      <h2
        id="landing-cta-heading"
        className="mx-auto max-w-2xl text-3xl font-black tracking-tight text-balance sm:text-4xl"
      >
        Your next break starts in one minute
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
        Join {CLAIMS.users} people who move more every day. Free for {CLAIMS.trialDays} days.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <StoreButton size="lg" className="w-full sm:w-auto" />
        <Link to={hrefOf("movements")} onClick={scrollToTop} className={buttonClass("light", "lg", "w-full sm:w-auto")}>
          Browse Free Desk Exercises
        </Link>
      </div>
    </Section>
  );
}
