import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import type { PlayerOptions } from "@/lib/movebreak-player";
import { json } from "@/testing/json-response";
import { enhanceSharedRoutinePlayer, PLAYER_HOST_ATTRIBUTE, PLAYER_LOAD_FAILED } from "./player-island";

const ROUTINE = { key: "neck-saver", pack_title: "neck saver", workouts: [] };
const OPEN_PATH = "/api/shared-movebreaks/neck-saver/increment-opens";

let fetchMock: ReturnType<typeof vi.fn>;
type Create = (element: HTMLElement, options?: PlayerOptions) => { destroy(): void };
let create: Mock<Create>;

/**
 * The island's markup as the server draws it: a host whose shadow root holds the first screen's Start button
 * (a declarative shadow root in the browser; attached here, as happy-dom does not parse those).
 */
function mountMarker() {
  const marker = document.createElement("div");
  const host = document.createElement("div");
  host.setAttribute(PLAYER_HOST_ATTRIBUTE, "");
  const serverStart = document.createElement("button");
  serverStart.textContent = "Start Routine";
  host.attachShadow({ mode: "open" }).append(serverStart);
  marker.append(host);
  document.body.append(marker);
  return { marker, host, serverStart };
}

/** What the player does on create: replaces the first screen with its own, whose Start starts the routine. */
function fakePlayer() {
  const started = vi.fn();
  create = vi.fn<Create>((element) => {
    const root = element.shadowRoot as ShadowRoot;
    const start = document.createElement("button");
    start.textContent = "Start Routine";
    start.addEventListener("click", started);
    root.replaceChildren(start);
    return { destroy() {} };
  });
  window.MovebreakPlayer = { create };
  return { started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(json(200, { key: "neck-saver", opens: 4 })));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.MovebreakPlayer;
});

describe("the /try player island", () => {
  it("when the page starts, then it counts one open and leaves the server's first screen until the reader reaches for it", async () => {
    fakePlayer();
    const { marker, host, serverStart } = mountMarker();
    enhanceSharedRoutinePlayer(marker, { routineKey: "neck-saver", routine: ROUTINE });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(OPEN_PATH, expect.objectContaining({ method: "POST", keepalive: true }));
    expect(create).not.toHaveBeenCalled();
    expect(host.shadowRoot?.firstChild).toBe(serverStart);

    host.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // The routine the server read, so the player does not read it again.
    expect(create.mock.calls[0]?.[0]).toBe(host);
    expect(create.mock.calls[0]?.[1]).toEqual({ sharedKey: "neck-saver", routine: ROUTINE });
    host.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("when the page is still loading, then the open is counted once it has loaded, or as the reader leaves if that comes first", async () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      const first = mountMarker();
      enhanceSharedRoutinePlayer(first.marker, { routineKey: "neck-saver", routine: ROUTINE });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

      const second = mountMarker();
      enhanceSharedRoutinePlayer(second.marker, { routineKey: "neck-saver", routine: ROUTINE });
      window.dispatchEvent(new Event("pagehide"));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      window.dispatchEvent(new Event("load"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });

  it("when Start is pressed before the player has arrived, then the routine starts once it has, with focus on the player", async () => {
    const { started } = fakePlayer();
    const { marker, host, serverStart } = mountMarker();
    enhanceSharedRoutinePlayer(marker, { routineKey: "neck-saver", routine: ROUTINE });
    serverStart.focus();
    serverStart.click();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(host.shadowRoot?.activeElement?.textContent).toBe("Start Routine");
  });

  it("when the player script cannot be loaded, then it says so under the first screen, and the count is not retried", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { marker, host } = mountMarker();
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event("error"));
    });
    enhanceSharedRoutinePlayer(marker, { routineKey: "neck-saver", routine: ROUTINE });
    host.dispatchEvent(new Event("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(marker.querySelector('[role="alert"]')?.textContent).toBe(PLAYER_LOAD_FAILED));
    expect(errors).toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("when the open cannot be counted, then nothing shows and the player still starts", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { error: "down" })));
    fakePlayer();
    const { marker, host } = mountMarker();
    enhanceSharedRoutinePlayer(marker, { routineKey: "neck-saver", routine: ROUTINE });
    host.dispatchEvent(new Event("keydown", { bubbles: true }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(marker.querySelector('[role="alert"]')).toBeNull();
  });
});
