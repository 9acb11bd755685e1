import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";

afterEach(cleanup);

describe("navigation bar", () => {
  it("when a page opens, then the main links are listed in the spec's order", () => {
    renderApp("/");
    const main = screen.getByRole("navigation", { name: "Main" });
    const names = within(main)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Features", "Movements", "Reviews", "Pricing", "Support"]);
    expect(within(main).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing");
    expect(screen.getByRole("link", { name: /home$/ }).getAttribute("href")).toBe("/");
  });

  it("when the mobile menu is opened and a link chosen, then it closes on the new page", async () => {
    const { user } = renderApp("/");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(mobile).getByRole("link", { name: "Try for Free" }).getAttribute("href")).toBe(
      "https://store.test/app",
    );

    await user.click(within(mobile).getByRole("link", { name: "Pricing" }));

    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("heading", { level: 1, name: "Less than the cost of sitting still" })).toBeTruthy();
  });

  it("when an unknown address is opened, then the 404 screen links home", () => {
    renderApp("/no-such-page");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});
