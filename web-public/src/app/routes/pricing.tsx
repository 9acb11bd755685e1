import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StoreButton } from "@/components/ui/store-button";
import { IncludedFeatures } from "@/features/pricing/components/included-features";
import { PlanTabs } from "@/features/pricing/components/plan-tabs";
import { SittingComparison } from "@/features/pricing/components/sitting-comparison";
import { island } from "@/lib/island";

const PlanTabsIsland = island("plan-tabs", PlanTabs);

export function PricingRoute() {
  return (
    <>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Pricing"
          title="Less than the cost of sitting still"
          lead="Pick the plan that fits how you work. Yearly and Monthly start with a 7-day free trial."
        />
        <div className="mt-12">
          <PlanTabsIsland />
        </div>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink/70">
          Subscriptions are charged 24 hours after the free trial ends and renew automatically unless cancelled at least
          24 hours before the end of the current period. Manage or cancel anytime in your App Store account settings.
        </p>
      </Section>

      <Section padding="md" labelledBy="compare-heading" belowFold>
        <SectionHeading
          id="compare-heading"
          title={`${BRAND.name} or another day in the chair?`}
          lead="Sitting feels free. Your body keeps the bill."
        />
        <div className="mt-12">
          <SittingComparison />
        </div>
      </Section>

      <Section look="alternate" padding="md" labelledBy="included-heading" belowFold>
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading
              id="included-heading"
              align="left"
              title="Included in all plans"
              lead="Every plan unlocks the whole app. No feature tiers, no add-ons."
            />
            <div className="mt-8">
              <StoreButton size="lg">Download {BRAND.name}</StoreButton>
            </div>
          </div>
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/10">
            <IncludedFeatures />
          </div>
        </div>
      </Section>
    </>
  );
}
