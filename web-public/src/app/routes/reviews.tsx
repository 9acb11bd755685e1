import { BRAND } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StoreButton } from "@/components/ui/store-button";
import { ReviewsList } from "@/features/reviews/components/reviews-list";

export function ReviewsRoute() {
  return (
    <>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow={`Rated ${CLAIMS.rating} by ${CLAIMS.users} users`}
          title="Reviews"
          lead={`Desk workers, parents and people who sit a lot, in their own words: what changed once ${BRAND.name} started getting them up.`}
        />
      </Section>
      <Section padding="md">
        <ReviewsList />
      </Section>
      <Section look="dark" padding="md" className="text-center">
        <h2 className="text-3xl font-extrabold tracking-tight">Your first break is one minute away</h2>
        <p className="mx-auto mt-3 max-w-xl text-white/80">Try it free for {CLAIMS.trialDays} days.</p>
        <div className="mt-8">
          <StoreButton size="lg" />
        </div>
      </Section>
    </>
  );
}
