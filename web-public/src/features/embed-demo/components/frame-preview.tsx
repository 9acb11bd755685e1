import type { FrameEmbed } from "./embed-formats";

/** The path and query of an address: the preview frames this site's own copy whatever SITE_URL names. */
function onThisSite(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

/** The iframe player as a host page shows it: the same element the code writes, never wider than its box. */
export function FramePreview({ frame, testId }: { frame: FrameEmbed; testId: string }) {
  return (
    <div className="flex w-full justify-center">
      <iframe
        data-testid={testId}
        src={onThisSite(frame.src)}
        title={frame.title}
        width={frame.width}
        height={frame.height}
        className="max-w-full border-0"
        allow="autoplay; fullscreen"
        loading="lazy"
      />
    </div>
  );
}
