import { PAGE_BEACON_PATH, PAGE_LOAD_META } from "@movebreak/shared/page-beacon";
import { onceAfterLoadOrLeave } from "./after-load";

/**
 * Tells the server a page was shown ("view") or its store link followed ("cta"): a keepalive fetch, which the
 * browser finishes even while the page is left for the store. Nothing waits for it and nothing it does can
 * fail the caller (no network, a blocked request, an old browser): analytics never stands in a reader's way.
 * The server keeps no cookie and no address, and counts nothing for Do Not Track or Global Privacy Control.
 */
export function sendPageBeacon(event: "view" | "cta", path = window.location.pathname): void {
  try {
    // The page-load token the server render carried: without it the server counts the beacon apart, as unverified.
    const t = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_LOAD_META}"]`)?.content;
    void fetch(PAGE_BEACON_PATH, {
      method: "POST",
      keepalive: true,
      body: JSON.stringify({ e: event, p: path, t }),
      headers: { "content-type": "text/plain" },
    }).catch(() => undefined);
  } catch {
    // fetch missing, or refusing keepalive: nothing to count, nothing to do.
  }
}

/**
 * Counts this page's view once: when the page has loaded and the main thread is idle (the first keepalive request
 * costs ~9 ms of main thread, which during the load lengthened its longest task on a slow phone), or as the
 * reader leaves if that comes first (onceAfterLoadOrLeave).
 */
export function sendViewBeaconAfterLoad(): void {
  onceAfterLoadOrLeave(() => sendPageBeacon("view"));
}
