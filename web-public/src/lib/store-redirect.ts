import { sendPageBeacon } from "./page-beacon";

/** Analytics event timeout from the spec (section 1). */
export const ANALYTICS_EVENT_TIMEOUT_MS = 2000;

/**
 * How long a click waits when the analytics library has not loaded (blocked by a content blocker, or still on
 * its way): its stub only queues the event and would never call back, so the store opens within 300 ms anyway,
 * and a library that arrives in that time still sends the event.
 */
export const UNLOADED_ANALYTICS_WAIT_MS = 250;

/** The attribute a store link wears from the click until the store opens: its pressed look (styles.css). */
export const OPENING_ATTRIBUTE = "data-opening";

/**
 * gtag.js defines `google_tag_manager` when it runs; the page's inline snippet only defines `gtag`, which pushes
 * onto a queue nobody reads while the library is blocked.
 */
const analyticsLibraryLoaded = () => typeof window.google_tag_manager === "object";

/** The link looks pressed until the store opens; a page restored from the back-forward cache shows it at rest. */
function pressLink(link: Element): void {
  link.setAttribute(OPENING_ATTRIBUTE, "");
  window.addEventListener("pageshow", () => link.removeAttribute(OPENING_ATTRIBUTE), { once: true });
}

/**
 * Sends the download event (carrying the store address) and then opens the store listing. Without analytics on
 * the page it goes to the store at once; with the library loaded it waits for the event, at most the spec's
 * timeout; with only the inline stub (the library blocked) it waits UNLOADED_ANALYTICS_WAIT_MS. The site's own
 * count of the click (lib/page-beacon.ts) goes first and is never waited for. `link`, the clicked store link,
 * shows its pressed state meanwhile; a second click on it while it waits does nothing.
 */
export function sendStoreClickThenRedirect(
  storeUrl: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
  link?: Element,
): void {
  if (link?.hasAttribute(OPENING_ATTRIBUTE)) return;
  if (link) pressLink(link);
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
  // A loaded library calls event_callback within event_timeout; the extra half second covers one that stalls.
  window.setTimeout(go, analyticsLibraryLoaded() ? ANALYTICS_EVENT_TIMEOUT_MS + 500 : UNLOADED_ANALYTICS_WAIT_MS);
}
