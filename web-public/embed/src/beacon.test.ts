import { afterEach, describe, expect, it, vi } from "vitest";
import { sendBeacon } from "./beacon";

function capture() {
  const sent: { url: string; body: unknown; credentials?: string; keepalive?: boolean }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)), credentials: init.credentials, keepalive: init.keepalive });
    return new Response(null, { status: 204 });
  });
  return sent;
}

const sentAs = { credentials: "omit", keepalive: true };

describe("the reach beacon", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("when a script player loads on a host page, then it names that page's hostname and what it plays", () => {
    const sent = capture();
    sendBeacon("https://movebreak.test/", "l", { location: "armsOnly" });
    sendBeacon("https://movebreak.test", "p", { sharedKey: "neck-saver" });
    // Without credentials (no cookie of ours leaves with it) and kept alive past the page.
    expect(sent).toEqual([
      {
        url: "https://movebreak.test/api/reach",
        body: { p: "s", e: "l", l: "armsOnly", h: location.hostname },
        ...sentAs,
      },
      {
        url: "https://movebreak.test/api/reach",
        body: { p: "s", e: "p", s: "neck-saver", h: location.hostname },
        ...sentAs,
      },
    ]);
  });

  it("when it runs in our own frame page, then it is the iframe player and names the page that frames it, with the page's proof of it", () => {
    const sent = capture();
    window.history.replaceState(null, "", "/embed/armsOnly");
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://blog.example/post/1");
    sendBeacon(window.location.origin, "l", { location: "armsOnly" }, "proof-of-blog");
    sendBeacon(window.location.origin, "p", { location: "armsOnly" });
    expect(sent.map((beacon) => beacon.body)).toEqual([
      { p: "i", e: "l", l: "armsOnly", h: "blog.example", v: "proof-of-blog" },
      { p: "i", e: "p", l: "armsOnly", h: "blog.example" },
    ]);
  });

  it("when a script player on a host page is handed a proof, then it does not send it (only our frame page has one)", () => {
    const sent = capture();
    sendBeacon("https://movebreak.test", "l", { location: "armsOnly" }, "made-up");
    expect(sent[0]?.body).toEqual({ p: "s", e: "l", l: "armsOnly", h: location.hostname });
  });

  it("when the visitor asks not to be tracked (DNT or GPC), then nothing is sent", () => {
    const sent = capture();
    for (const flags of [{ doNotTrack: "1" }, { globalPrivacyControl: true }]) {
      vi.stubGlobal("navigator", flags);
      sendBeacon("https://movebreak.test", "p", { location: "armsOnly" });
    }
    expect(sent).toEqual([]);
  });
});
