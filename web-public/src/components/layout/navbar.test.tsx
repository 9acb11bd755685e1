import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";
import { enhanceNavbar } from "./navbar-menu";

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

  it("when the mobile menu is opened, then it lists the links and the store; Escape or a chosen link closes it", async () => {
    const { user } = renderApp("/pricing");
    // In the browser the bar is a DOM island: the island loader wires the server's markup like this.
    enhanceNavbar(screen.getByRole("banner"));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(mobile).getByRole("link", { name: "Try for Free" }).getAttribute("href")).toBe(
      "https://store.test/app",
    );
    expect(within(mobile).getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    const pricing = within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "Pricing" });
    expect(pricing.getAttribute("href")).toBe("/pricing");
    pricing.addEventListener("click", (event) => event.preventDefault()); // no page load in the test
    await user.click(pricing);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("when an unknown address is opened, then the 404 screen links home", () => {
    renderApp("/no-such-page");
    screen.getByRole("heading", { level: 1, name: "Page Not Found" });
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
