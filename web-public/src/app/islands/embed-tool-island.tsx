import { useState } from "react";
import { EmbedGenerator } from "@/features/embed-demo/components/embed-generator";
import { QuickStartCards } from "@/features/embed-demo/components/quick-start-cards";
import { DEFAULT_EMBED_SETTINGS, type EmbedSettings } from "@/features/embed-demo/utils/embed-code";

/** /embed-demo's island: the quick-start cards and the generator, which share the chosen routine. */
export function EmbedToolIsland() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [settings, setSettings] = useState<EmbedSettings>(DEFAULT_EMBED_SETTINGS);

  return (
    <>
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
    </>
  );
}
