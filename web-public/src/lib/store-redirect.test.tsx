import { afterEach, describe, expect, it, vi } from "vitest";
import { sendStoreClickThenRedirect } from "./store-redirect";

afterEach(() => {
  vi.unstubAllGlobals();
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
