import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PublicConfigProvider } from "@/config/public-config-context";
import { TEST_CONFIG } from "@/testing/test-config";
import { StoreButton } from "./store-button";

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  // The click's own beacon (lib/store-redirect.test.tsx covers it) is answered as the server would.
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.gtag;
});

function renderButton() {
  render(
    <PublicConfigProvider config={TEST_CONFIG}>
      <StoreButton />
    </PublicConfigProvider>,
  );
  return screen.getByRole("link", { name: "Try for Free" });
}

describe("Try for Free", () => {
  it("when analytics is on the page, then the event carrying the store address is sent before going to the store", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    await userEvent.click(renderButton());

    expect(gtag).toHaveBeenCalledWith(
      "event",
      expect.any(String),
      expect.objectContaining({ event_timeout: 2000, event_label: TEST_CONFIG.storeUrl }),
    );
    expect(assign).not.toHaveBeenCalled();

    const params = gtag.mock.calls[0]?.[2] as { event_callback: () => void };
    params.event_callback();
    params.event_callback();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(TEST_CONFIG.storeUrl);
  });

  it("when gtag.js is blocked, then the button looks pressed and the store opens within 300 ms", () => {
    vi.useFakeTimers();
    // GA is configured (the inline stub is on the page) but the library never ran.
    window.gtag = vi.fn();
    const button = renderButton();
    fireEvent.click(button);

    expect(button.hasAttribute("data-opening")).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(assign).toHaveBeenCalledExactlyOnceWith(TEST_CONFIG.storeUrl);
    vi.useRealTimers();
  });

  it("when analytics is absent, then it goes to the store at once", async () => {
    await userEvent.click(renderButton());
    expect(assign).toHaveBeenCalledWith(TEST_CONFIG.storeUrl);
  });
});
