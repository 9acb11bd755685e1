import { useId } from "react";
import { InfoTip } from "@/components/ui/tooltip";
import type { EmbedSettings } from "../utils/embed-code";

interface EmbedOptionsFormProps {
  settings: EmbedSettings;
  onChange: (settings: EmbedSettings) => void;
}

const checkboxClass = "h-5 w-5 shrink-0 rounded border-ink/30 accent-brand-600";

/** Width (free text), "Show Branding" and "Autoplay". */
export function EmbedOptionsForm({ settings, onChange }: EmbedOptionsFormProps) {
  const widthId = useId();
  const widthHintId = useId();
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Player options</legend>
      <div>
        <div className="flex items-center gap-2">
          <label htmlFor={widthId} className="font-semibold">
            Width
          </label>
          <InfoTip label="About the width">
            Any CSS width: 400px, 100% or 32rem. The player never overflows its space.
          </InfoTip>
        </div>
        <input
          id={widthId}
          type="text"
          value={settings.width}
          onChange={(event) => onChange({ ...settings, width: event.target.value })}
          aria-describedby={widthHintId}
          spellCheck={false}
          autoComplete="off"
          className="mt-2 w-full rounded-xl border border-ink/20 bg-white px-4 py-2.5 font-mono text-base shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:max-w-xs"
        />
        <p id={widthHintId} className="mt-1 text-sm text-ink/60">
          For example 400px or 100%.
        </p>
      </div>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          checked={settings.showBranding}
          onChange={(event) => onChange({ ...settings, showBranding: event.target.checked })}
          className={checkboxClass}
        />
        <span className="font-semibold">Show Branding</span>
      </label>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          checked={settings.autoplay}
          onChange={(event) => onChange({ ...settings, autoplay: event.target.checked })}
          className={checkboxClass}
        />
        <span className="font-semibold">Autoplay</span>
      </label>
    </fieldset>
  );
}
