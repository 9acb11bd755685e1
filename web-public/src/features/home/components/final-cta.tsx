import { CLAIMS } from "@movebreak/shared/constants";
import { Section } from "@/components/ui/section";
import { StoreButton } from "@/components/ui/store-button";

export function FinalCta() {
  return (
    <Section look="dark" padding="lg" className="text-center" labelledBy="final-cta-heading">
      <h2 id="final-cta-heading" className="mx-auto max-w-2xl text-4xl font-black tracking-tight text-balance">
        Your next break starts in one minute
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
        Join {CLAIMS.users} people who move more every day. Free for {CLAIMS.trialDays} days, then $5.83/month billed
        yearly.
      </p>
      <div className="mt-10">
        <StoreButton size="lg" />
      </div>
    </Section>
  );
}
