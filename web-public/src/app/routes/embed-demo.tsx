import { BRAND } from "@movebreak/shared/brand";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ConfigurationReference } from "@/features/embed-demo/components/configuration-reference";
import { HowToUse } from "@/features/embed-demo/components/how-to-use";
import { island } from "@/lib/island";
import { EmbedToolIsland } from "../islands/embed-tool-island";

const EmbedTool = island("embed-tool", EmbedToolIsland);

/**
 * /embed-demo: the embed generator (public spec section 2). Its form is the
 * only place with tooltips, so the tooltip provider (700 ms delay, 300 ms skip
 * delay) lives here and Radix's tooltip code loads with this page only. The cards and the generator are
 * one island (app/islands/embed-tool-island.tsx); the rest of the page is HTML only.
 */
export function EmbedDemoRoute() {
  return (
    <TooltipProvider>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Embed generator"
          title="Put a desk exercise routine on your site"
          lead={`Pick a routine, set it up, and paste one snippet into any web page. Free, with the same guided moves as the ${BRAND.name} app.`}
        />
        <EmbedTool />
      </Section>

      <Section padding="md" labelledBy="how-to-use-title">
        <h2 id="how-to-use-title" className="text-3xl font-extrabold tracking-tight">
          How to Use
        </h2>
        <div className="mt-8">
          <HowToUse />
        </div>
      </Section>

      <Section look="alternate" padding="md" labelledBy="configuration-title">
        <h2 id="configuration-title" className="text-3xl font-extrabold tracking-tight">
          Configuration reference
        </h2>
        <p className="mt-2 max-w-2xl text-ink/70">
          Set options as data attributes on the player's element, or pass them to the JavaScript API.
        </p>
        <div className="mt-8">
          <ConfigurationReference />
        </div>
      </Section>
    </TooltipProvider>
  );
}
