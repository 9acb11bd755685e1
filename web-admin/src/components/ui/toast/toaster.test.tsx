import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider } from "./toast-context";
import { createToastStore, TOAST_DURATION_MS } from "./toast-store";
import { Toaster } from "./toaster";

function renderToaster() {
  const store = createToastStore();
  render(
    <ToastProvider store={store}>
      <Toaster />
    </ToastProvider>,
  );
  return { store, region: () => screen.getByRole("region", { name: "Notifications (F8)" }) };
}

describe("toasts", () => {
  it("when two toasts are raised, then only the newest is shown, inside a live region", () => {
    const { store, region } = renderToaster();
    act(() => {
      store.toast({ title: "First", description: "one" });
      store.toast({ title: "Second", description: "two", variant: "destructive" });
    });

    expect(within(region()).getAllByRole("listitem")).toHaveLength(1);
    within(region()).getByText("Second");
    expect(within(region()).queryByText("First")).toBeNull();
    expect(region().querySelector("[aria-live]")).not.toBeNull();
  });

  it("when 5 seconds pass, then the toast closes by itself", () => {
    vi.useFakeTimers();
    try {
      const { store, region } = renderToaster();
      act(() => {
        store.toast({ title: "Saved" });
      });
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(within(region()).queryByText("Saved")).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(within(region()).queryByText("Saved")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("when F8 is pressed, then focus moves to the notifications, and the close button dismisses", async () => {
    const user = userEvent.setup();
    const { store, region } = renderToaster();
    act(() => {
      store.toast({ title: "Hello" });
    });

    await user.keyboard("{F8}");
    expect(document.activeElement).toBe(region());

    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(within(region()).queryByText("Hello")).toBeNull();
  });
});
