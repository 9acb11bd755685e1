import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadWhenIdle } from "./after-load";

afterEach(() => {
  // The document's own readyState again.
  Reflect.deleteProperty(document, "readyState");
});

describe("work after the load", () => {
  it("when the page is still loading, then the task waits for the load and then runs in a task of its own", async () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const task = vi.fn();
    afterLoadWhenIdle(task);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it("when the page has loaded already, then the task runs soon, once", async () => {
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
