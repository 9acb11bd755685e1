import { sendPageBeacon } from "./page-beacon";

/** Analytics event timeout from the spec (section 1). */
export const ANALYTICS_EVENT_TIMEOUT_MS = 2000;

/**
 * Sends the download event (carrying the store address) and then opens the
 * store listing. Without analytics on the page it goes to the store at once.
 * The site's own count of the click (lib/page-beacon.ts) goes first and is never waited for.
 */
export function sendStoreClickThenRedirect(
  storeUrl: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  sendPageBeacon("cta");
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    navigate(storeUrl);
  };

  const gtag = typeof window === "undefined" ? undefined : window.gtag;
  if (typeof gtag !== "function") {
    go();
    return;
  }

  gtag("event", "download_click", {
    event_category: "download",
    event_label: storeUrl,
    link_url: storeUrl,
    transport_type: "beacon",
    event_timeout: ANALYTICS_EVENT_TIMEOUT_MS,
    event_callback: go,
  });
  // A gtag stub whose library never loads (for example blocked by the browser)
  // would never call event_callback: do not leave the visitor stuck.
  window.setTimeout(go, ANALYTICS_EVENT_TIMEOUT_MS + 500);
}
