import { BRAND } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowDownIcon } from "@/components/ui/icons";
import { RatingBadge } from "@/components/ui/star-rating";
import { StoreButton } from "@/components/ui/store-button";
import { scrollToSectionOnClick } from "@/lib/scroll";
import { HeroPhone } from "./hero-phone";

export function Hero({ howItWorksId }: { howItWorksId: string }) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div className="text-center lg:text-left">
          <RatingBadge />
          <h1 className="mt-6 text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Sit less. Move a minute. <span className="text-brand-700">Feel the difference.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-ink/75 lg:mx-0">
            {BRAND.name} locks the apps you choose when you have been sitting too long and unlocks them after a quick
            1-minute move. Over 2,000 desk-friendly exercises for iPhone, iPad, Mac and Apple Watch.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <StoreButton size="lg" className="w-full sm:w-auto" />
            <a
              href={`#${howItWorksId}`}
              onClick={scrollToSectionOnClick(howItWorksId)}
              className={buttonClass("secondary", "lg", "w-full sm:w-auto")}
            >
              See how it works
              <ArrowDownIcon />
            </a>
          </div>
          <p className="mt-4 text-sm text-ink/70">{CLAIMS.trialDays}-day free trial. Cancel anytime.</p>
        </div>
        <HeroPhone />
      </div>
    </section>
  );
}
