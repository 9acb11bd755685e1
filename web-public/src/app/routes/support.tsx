import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { SupportOptions } from "@/features/support/components/support-options";
import { island } from "@/lib/island";

/** "Ask a Question" opens the chat widget when one is configured. */
const SupportOptionsIsland = island("support-options", SupportOptions);

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
        <SupportOptionsIsland />
      </Section>
    </>
  );
}
