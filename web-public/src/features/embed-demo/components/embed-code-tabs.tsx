import { type KeyboardEvent, useId, useRef, useState } from "react";
import { usePublicConfig } from "@/config/public-config-context";
import { buildEmbedCode, type EmbedSettings } from "../utils/embed-code";
import { EmbedCodeBlock } from "./embed-code-block";
import { type EmbedFormat, frameCode, frameEmbed, linkEmbed, pageLink } from "./embed-formats";
import { EmbedPreview } from "./embed-preview";
import { FramePreview } from "./frame-preview";
import { PreviewBox } from "./preview-box";

interface EmbedCodeTabsProps {
  /** The chosen routine, or null before one is chosen. */
  location: { id: string; title: string } | null;
  settings: EmbedSettings;
}

const TABS: { format: EmbedFormat; label: string; hint: string }[] = [
  { format: "script", label: "Script", hint: "For pages whose HTML you can edit: the lightest player." },
  {
    format: "iframe",
    label: "iframe",
    hint: "For tools that take HTML but no scripts (an LMS, SharePoint, Google Sites' Embed code).",
  },
  {
    format: "link",
    label: "Link",
    hint: "For tools that take a link and embed it themselves (WordPress, Notion, Confluence): they find the player by oEmbed.",
  },
];

/** The code to copy in three forms (tabs), each with its Copy button and its live preview. */
export function EmbedCodeTabs({ location, settings }: EmbedCodeTabsProps) {
  const { siteUrl } = usePublicConfig();
  const [format, setFormat] = useState<EmbedFormat>("script");
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.find((tab) => tab.format === format) ?? TABS[0];

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (TABS.findIndex((tab) => tab.format === format) + step + TABS.length) % TABS.length;
    const next = TABS[index];
    if (!next) return;
    setFormat(next.format);
    tabs.current[index]?.focus();
  };

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label="Embed as" className="inline-flex rounded-full bg-ink/5 p-1" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => {
          const selected = tab.format === format;
          return (
            <button
              key={tab.format}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.format}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setFormat(tab.format)}
              className={`min-h-11 rounded-full px-5 text-sm font-bold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected ? "bg-white text-ink shadow-sm" : "text-ink/70 hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${format}-tab`} className="space-y-6">
        <p className="text-sm text-ink/70">{current?.hint}</p>
        <FormatPanel format={format} location={location} settings={settings} siteUrl={siteUrl} />
      </div>
    </div>
  );
}

function FormatPanel({
  format,
  location,
  settings,
  siteUrl,
}: EmbedCodeTabsProps & { format: EmbedFormat; siteUrl: string }) {
  if (format === "script") {
    return (
      <>
        <EmbedCodeBlock code={location ? buildEmbedCode(location.id, settings, siteUrl) : null} />
        <EmbedPreview locationId={location?.id ?? null} settings={settings} />
      </>
    );
  }
  if (!location) {
    const label = format === "iframe" ? "iframe code" : "Link";
    return <EmbedCodeBlock code={null} label={label} />;
  }
  if (format === "iframe") {
    const frame = frameEmbed(location.id, location.title, settings, siteUrl);
    return (
      <>
        <EmbedCodeBlock code={frameCode(frame)} label="iframe code" />
        <PreviewBox title="Live preview">
          <FramePreview frame={frame} testId="iframe-preview" />
        </PreviewBox>
      </>
    );
  }
  const link = linkEmbed(location.id, location.title, siteUrl);
  return (
    <>
      <EmbedCodeBlock code={pageLink(location.title, siteUrl)} label="Link" button="Copy Link" />
      <p className="text-sm text-ink/70">
        A tool that frames an address itself (an iframe or "embed a web page" block) takes the player's own address:{" "}
        <code className="break-all text-ink">{link.src}</code>
      </p>
      <PreviewBox title="Live preview (what an oEmbed consumer shows)">
        <FramePreview frame={link} testId="link-preview" />
      </PreviewBox>
    </>
  );
}
