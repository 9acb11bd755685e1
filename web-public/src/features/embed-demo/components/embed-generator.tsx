import { useLocations } from "../api/get-locations";
import { QUICK_STARTS } from "../data/quick-starts";
import type { EmbedSettings } from "../utils/embed-code";
import { EmbedCodeTabs } from "./embed-code-tabs";
import { EmbedOptionsForm } from "./embed-options-form";
import { LocationPicker, SelectedLocation } from "./location-picker";

interface EmbedGeneratorProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  settings: EmbedSettings;
  onSettingsChange: (settings: EmbedSettings) => void;
}

const panel = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-8";
const stepTitle = "text-xl font-extrabold tracking-tight";

/** Choose a routine and its options on one side; the code to copy (script, iframe or link) and its live preview on the other. */
export function EmbedGenerator({ selectedId, onSelect, settings, onSettingsChange }: EmbedGeneratorProps) {
  const locations = useLocations();
  const found = locations.data?.find((location) => location.id === selectedId);
  // A quick-start card can be chosen before the list has arrived: its own title stands in.
  const selected = found ?? (selectedId ? QUICK_STARTS.find((quickStart) => quickStart.id === selectedId) : undefined);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8">
      <div className={`${panel} min-w-0 space-y-8`}>
        <div className="space-y-4">
          <h2 className={stepTitle}>1. Choose a routine</h2>
          <LocationPicker
            locations={locations.data}
            isPending={locations.isPending}
            isError={locations.isError}
            onRetry={() => void locations.refetch()}
            selectedId={selectedId}
            onSelect={onSelect}
          />
          {selected && <SelectedLocation title={selected.title} workoutCount={found?.workoutCount} />}
        </div>
        <div className="space-y-4">
          <h2 className={stepTitle}>2. Customize</h2>
          <EmbedOptionsForm settings={settings} onChange={onSettingsChange} />
        </div>
      </div>

      <div className={`${panel} min-w-0 space-y-8`}>
        <div className="space-y-4">
          <h2 className={stepTitle}>3. Copy and preview</h2>
          <EmbedCodeTabs
            location={selectedId ? { id: selectedId, title: selected?.title ?? selectedId } : null}
            settings={settings}
          />
        </div>
      </div>
    </div>
  );
}
