import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StoreButton } from "@/components/ui/store-button";
import { FeaturesGrid } from "@/features/features-grid/components/features-grid";

export function FeaturesRoute() {
  return (
    <>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Features"
          title="Everything it takes to get you out of the chair"
          lead={`${BRAND.name} works on iPhone, iPad, Mac and Apple Watch. Here is what it does for you, one minute at a time.`}
        />
      </Section>
      <Section padding="md" belowFold>
        <FeaturesGrid />
      </Section>
      <Section look="dark" padding="md" className="text-center" belowFold>
        <h2 className="text-3xl font-extrabold tracking-tight">See it for yourself</h2>
        <p className="mx-auto mt-3 max-w-xl text-white/80">All 16 features, free for 7 days.</p>
        <div className="mt-8">
          <StoreButton size="lg" />
        </div>
      </Section>
    </>
  );
}
