import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_EVENT_TIMEOUT_MS, sendStoreClickThenRedirect } from "./store-redirect";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.gtag;
  delete window.google_tag_manager;
  window.history.replaceState(null, "", "/");
});

const STORE = "https://store.test/app";

describe("following a store link", () => {
  it("when the link is followed, then the site's beacon names the click and the page, then the store opens", () => {
    window.history.replaceState(null, "", "/pages/wrist-relief");
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("fetch", fetchMock);
    const navigate = vi.fn();

    sendStoreClickThenRedirect(STORE, navigate);

    expect(fetchMock).toHaveBeenCalledWith("/api/analytics", {
      method: "POST",
      keepalive: true,
      body: JSON.stringify({ e: "cta", p: "/pages/wrist-relief" }),
      headers: { "content-type": "text/plain" },
    });
    expect(navigate).toHaveBeenCalledWith(STORE);
  });

  it("when the beacon fails or fetch throws, then the store opens all the same", async () => {
    for (const failing of [
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
      vi.fn(() => {
        throw new TypeError("keepalive refused");
      }),
    ]) {
      vi.stubGlobal("fetch", failing);
      const navigate = vi.fn();
      sendStoreClickThenRedirect(STORE, navigate);
      await Promise.resolve();
      expect(failing).toHaveBeenCalled();
      expect(navigate).toHaveBeenCalledWith(STORE);
    }
  });
});

describe("following a store link while analytics is configured", () => {
  /** The page's inline snippet (services' inline-scripts.ts): a gtag that only queues, whether or not gtag.js runs. */
  const queueOnlyGtag = () => {
    const queued: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void queued.push(args);
    return queued;
  };

  it("when gtag.js was blocked, then the link looks pressed at once and the store opens within 300 ms", () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const queued = queueOnlyGtag();
    const link = document.createElement("a");
    const navigate = vi.fn();

    sendStoreClickThenRedirect(STORE, navigate, link);

    expect(link.hasAttribute("data-opening")).toBe(true);
    expect(queued[0]?.[0]).toBe("event");
    vi.advanceTimersByTime(299);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(STORE);

    // A second click while it opens sends nothing more.
    sendStoreClickThenRedirect(STORE, navigate, link);
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(queued).toHaveLength(1);
  });

  it("when gtag.js has loaded, then the store waits for its event (up to the spec's timeout), not 300 ms", () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    queueOnlyGtag();
    window.google_tag_manager = {};
    const navigate = vi.fn();

    sendStoreClickThenRedirect(STORE, navigate);

    vi.advanceTimersByTime(300);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ANALYTICS_EVENT_TIMEOUT_MS + 500);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(STORE);
  });

  it("when the page comes back from the back-forward cache, then the link is at rest again", () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    const link = document.createElement("a");
    sendStoreClickThenRedirect(STORE, vi.fn(), link);
    expect(link.hasAttribute("data-opening")).toBe(true);
    window.dispatchEvent(new Event("pageshow"));
    expect(link.hasAttribute("data-opening")).toBe(false);
  });
});
