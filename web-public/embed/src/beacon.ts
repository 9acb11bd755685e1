import { originOf } from "./options";

/**
 * Reach (issue 22, item 5): one beacon per player load (e = "l") and per play ("p"), sent as text/plain
 * JSON (no preflight, no answer read, no cookie sent or set). It names the embedding
 * page's hostname only: the script player's own page, or, in our iframe page (/embed/... on the player's own
 * origin), the page that frames it, with the proof of it the frame page was given (`hostProof`: the server
 * counts a host only when the browser confirms it, and the beacon's own headers name our frame page, not the
 * host). Nothing is sent under Do Not Track or Global Privacy Control.
 */
export function sendBeacon(
  apiBase: string,
  e: "l" | "p",
  source: { location?: string; sharedKey?: string },
  hostProof?: string,
): void {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.doNotTrack === "1" || nav.globalPrivacyControl) return;
    const base = originOf(apiBase) ?? apiBase;
    const frame = location.origin === base && location.pathname.startsWith("/embed/");
    const page = frame ? location.ancestorOrigins?.[0] || document.referrer : location.href;
    // A keepalive fetch (it outlives the page, as sendBeacon would) without credentials: our cookies stay home.
    fetch(`${base}/api/reach`, {
      method: "POST",
      body: JSON.stringify({
        p: frame ? "i" : "s",
        e,
        l: source.location,
        s: source.sharedKey,
        h: page && new URL(page).hostname,
        v: frame ? hostProof : undefined,
      }),
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
    }).catch(() => {});
  } catch {
    // Counting never gets in the way of playing.
  }
}
