import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendViewBeaconAfterLoad } from "./page-beacon";

let sent: string[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal("fetch", (_path: string, init: RequestInit) => {
    sent.push(String(init.body));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  // The page is still loading.
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  window.history.replaceState(null, "", "/movements/hip-pain");
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "readyState");
  window.history.replaceState(null, "", "/");
});

const VIEW = JSON.stringify({ e: "view", p: "/movements/hip-pain" });

describe("counting a page's view", () => {
  it("when the page loads, then its view is sent once it has loaded, not during the load", async () => {
    sendViewBeaconAfterLoad();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(sent).toEqual([VIEW]));
  });

  it("when the reader leaves before the load has finished, then the view is sent as they leave, and only then", async () => {
    sendViewBeaconAfterLoad();
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([VIEW]);
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("pagehide"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([VIEW]);
  });
});

describe("the page-load token", () => {
  it("when the server render carried a token, then the beacon sends it back as t", async () => {
    const meta = document.createElement("meta");
    meta.name = "page-load";
    meta.content = "493021.abcdefghijklmnopqrstuv";
    document.head.append(meta);
    try {
      sendViewBeaconAfterLoad();
      window.dispatchEvent(new Event("pagehide"));
      expect(sent).toEqual([
        JSON.stringify({ e: "view", p: "/movements/hip-pain", t: "493021.abcdefghijklmnopqrstuv" }),
      ]);
    } finally {
      meta.remove();
    }
  });
});
