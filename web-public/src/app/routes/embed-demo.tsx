import { BRAND } from "@movebreak/shared/brand";
import { useState } from "react";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ConfigurationReference } from "@/features/embed-demo/components/configuration-reference";
import { EmbedGenerator } from "@/features/embed-demo/components/embed-generator";
import { HowToUse } from "@/features/embed-demo/components/how-to-use";
import { QuickStartCards } from "@/features/embed-demo/components/quick-start-cards";
import { DEFAULT_EMBED_SETTINGS, type EmbedSettings } from "@/features/embed-demo/utils/embed-code";

/**
 * /embed-demo: the embed generator (public spec section 2). Its form is the
 * only place with tooltips, so the tooltip provider (700 ms delay, 300 ms skip
 * delay) lives here and Radix's tooltip code loads with this page only.
 */
export function EmbedDemoRoute() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [settings, setSettings] = useState<EmbedSettings>(DEFAULT_EMBED_SETTINGS);

  return (
    <TooltipProvider>
      <Section look="alternate" padding="md">
        <SectionHeading
          as="h1"
          eyebrow="Embed generator"
          title="Put a desk exercise routine on your site"
          lead={`Pick a routine, set it up, and paste one snippet into any web page. Free, with the same guided moves as the ${BRAND.name} app.`}
        />
        <section aria-labelledby="quick-start-title" className="mt-12 sm:mt-16">
          <h2 id="quick-start-title" className="text-2xl font-extrabold tracking-tight">
            Quick start
          </h2>
          <p className="mt-1 text-ink/70">Popular routines, one click away.</p>
          <div className="mt-6">
            <QuickStartCards selectedId={selectedId} onSelect={setSelectedId} />
          </div>
        </section>
        <div className="mt-12">
          <EmbedGenerator
            selectedId={selectedId}
            onSelect={setSelectedId}
            settings={settings}
            onSettingsChange={setSettings}
          />
        </div>
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
