import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { SupportOptions } from "@/features/support/components/support-options";

export function SupportRoute() {
  return (
    <>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Support"
          title="How can we help?"
          lead="Ask the team, look it up in the knowledge base, or get the app and start moving."
        />
      </Section>
      <Section padding="md">
        <SupportOptions />
      </Section>
    </>
  );
}
