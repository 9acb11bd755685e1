import { TOAST } from "@movebreak/shared/ui-timing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";
import { ToasterProvider } from "./toaster";
import { useToast } from "./use-toast";

function Harness() {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: "First toast", description: "One" })}>
        Show first
      </button>
      <button type="button" onClick={() => toast({ title: "Second toast", description: "Two" })}>
        Show second
      </button>
      <button type="button" onClick={() => toast({ title: "It broke", variant: "destructive" })}>
        Show error
      </button>
      <button type="button" onClick={() => dismiss()}>
        Dismiss all
      </button>
    </>
  );
}

/* Clicks go through fireEvent: user-event waits on a real timeout, which fake timers never fire. */
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

function setup() {
  render(
    <ToasterProvider>
      <Harness />
    </ToasterProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("when a second toast is shown, then it replaces the first: one at a time", () => {
    setup();
    click("Show first");
    screen.getByText("First toast");

    click("Show second");
    screen.getByText("Second toast");
    expect(screen.queryByText("First toast")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("when 5000 ms pass, then the toast closes by itself, not a moment earlier", () => {
    setup();
    click("Show first");

    act(() => vi.advanceTimersByTime(TOAST.durationMs - 1));
    screen.getByText("First toast");

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("First toast")).toBeNull();
  });

  it("when the close button is pressed, then the toast goes", () => {
    setup();
    click("Show first");
    click("Close");
    expect(screen.queryByText("First toast")).toBeNull();
  });

  it("when a destructive toast is shown, then it carries the destructive variant", () => {
    setup();
    click("Show error");
    const item = screen.getByText("It broke").closest("li");
    expect(item?.getAttribute("data-variant")).toBe("destructive");
  });

  it("when F8 is pressed, then focus moves to the notification region, at most 420 px wide from md up", () => {
    setup();
    // The region comes with the first toast (its code is a chunk of its own) and stays.
    click("Show first");
    const region = screen.getByRole("region", { name: /Notifications \(F8\)/ });
    const list = region.querySelector("ol");
    expect(list?.className).toContain("md:max-w-[420px]");

    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(document.activeElement).toBe(list);
  });
});

describe("the toaster on demand", () => {
  it("when no toast has been shown, then no region is rendered; the first toast brings it and it stays", () => {
    setup();
    expect(screen.queryByRole("region", { name: /Notifications \(F8\)/ })).toBeNull();
    click("Show first");
    act(() => vi.advanceTimersByTime(TOAST.durationMs + TOAST.removeDelayMs));
    expect(screen.queryByText("First toast")).toBeNull();
    screen.getByRole("region", { name: /Notifications \(F8\)/ });
  });
});

describe("toast list", () => {
  it("when a toast is dismissed, then it is kept closed for 1,000,000 ms and then removed", () => {
    const store = createToastStore();
    const id = store.show({ title: "Saved" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);

    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("when more toasts are shown than the limit, then the newest stays and listeners hear each change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: "a" });
    store.show({ title: "b" });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(["b"]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
