import { TOOLTIP } from "@movebreak/shared/ui-timing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfoTip, TooltipProvider } from "./tooltip";

/* Pointer events go through fireEvent: user-event waits on a real timeout, which fake timers never fire. */
const hover = (element: Element) => {
  fireEvent.pointerEnter(element, { pointerType: "mouse" });
  fireEvent.pointerMove(element, { pointerType: "mouse" });
};
/** The pointer leaves the trigger and moves on, away from the tooltip. */
const leave = (element: Element) => {
  fireEvent.pointerLeave(element, { pointerType: "mouse", clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 });
};
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup() {
  render(
    <TooltipProvider>
      <p>
        Width <InfoTip label="About the width">Any CSS width</InfoTip>
      </p>
      <InfoTip label="About autoplay">Starts by itself</InfoTip>
    </TooltipProvider>,
  );
  return screen.getByRole("button", { name: "About the width" });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("tooltips", () => {
  it("when the pointer rests on the trigger, then the tooltip opens after 700 ms, not before", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs - 1);
    expect(screen.queryByRole("tooltip")).toBeNull();

    wait(1);
    expect(screen.getByRole("tooltip").textContent).toBe("Any CSS width");
  });

  it("when the pointer leaves, then it closes", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    screen.getByRole("tooltip");

    leave(trigger);
    wait(500);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("when Escape is pressed, then it closes", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("when the trigger is clicked, then it closes", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    screen.getByRole("tooltip");
    fireEvent.pointerDown(trigger, { pointerType: "mouse" });
    fireEvent.click(trigger);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("when the page scrolls under an open tooltip, then it closes", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    screen.getByRole("tooltip");
    fireEvent.scroll(document.body);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("when another trigger is entered within 300 ms of leaving one, then its tooltip opens at once", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    leave(trigger);
    wait(TOOLTIP.skipDelayMs - 50);

    hover(screen.getByRole("button", { name: "About autoplay" }));
    expect(screen.getByRole("tooltip").textContent).toBe("Starts by itself");
  });

  it("when more than 300 ms have passed, then the next tooltip waits the full delay again", () => {
    const trigger = setup();
    hover(trigger);
    wait(TOOLTIP.delayMs);
    leave(trigger);
    wait(TOOLTIP.skipDelayMs + 1);

    hover(screen.getByRole("button", { name: "About autoplay" }));
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(TOOLTIP.delayMs);
    expect(screen.getByRole("tooltip").textContent).toBe("Starts by itself");
  });
});
