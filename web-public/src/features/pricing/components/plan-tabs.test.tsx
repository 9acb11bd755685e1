import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PublicConfigProvider } from "@/config/public-config-context";
import { TEST_CONFIG } from "@/testing/test-config";
import { PlanTabs } from "./plan-tabs";

/** The /pricing island on its own, as the browser starts it (its page around it is server HTML). */
function renderTabs() {
  const user = userEvent.setup();
  render(
    <PublicConfigProvider config={TEST_CONFIG}>
      <PlanTabs />
    </PublicConfigProvider>,
  );
  return { user };
}

afterEach(cleanup);

describe("pricing plans", () => {
  it("when the page opens, then Yearly is selected and shows the annual price", () => {
    renderTabs();
    expect(screen.getByRole("tab", { name: "Yearly" }).getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain("$5.83");
    expect(panel.textContent).toContain("$69.99 billed yearly");
    expect(panel.textContent).toContain("Save 55%");
    expect(panel.textContent).toContain("Most popular");
  });

  it("when a period's tab is chosen, then its card is headed with the same name", async () => {
    const { user } = renderTabs();
    for (const name of ["Yearly", "Monthly", "Weekly", "Lifetime"]) {
      await user.click(screen.getByRole("tab", { name }));
      expect(screen.getByRole("tabpanel", { name }).querySelector("h2")?.textContent).toBe(name);
    }
  });

  it("when Monthly is chosen, then the monthly price shows instead", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Monthly" }));

    expect(screen.getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Yearly" }).getAttribute("aria-selected")).toBe("false");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain("$12.99");
    expect(panel.textContent).not.toContain("$5.83");
  });

  it("when the tabs are read by a screen reader, then each tab controls its panel, which it labels, and only the selected one is a tab stop", () => {
    renderTabs();
    const list = screen.getByRole("tablist", { name: "Billing period" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Yearly", "Monthly", "Weekly", "Lifetime"]);
    for (const tab of tabs) {
      expect(list.contains(tab)).toBe(true);
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel?.getAttribute("role")).toBe("tabpanel");
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id);
    }
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1", "-1"]);
    expect(screen.getByRole("tabpanel", { name: "Yearly" }).getAttribute("tabindex")).toBe("0");
  });

  it("when ArrowRight and ArrowLeft are pressed, then the next or previous plan is focused and selected, wrapping around the ends", async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Yearly" }));

    const expectSelected = (name: string, price: string) => {
      const tab = screen.getByRole("tab", { name });
      expect(document.activeElement).toBe(tab);
      expect(tab.getAttribute("aria-selected")).toBe("true");
      expect(tab.getAttribute("tabindex")).toBe("0");
      expect(screen.getAllByRole("tab").filter((t) => t.getAttribute("tabindex") === "0")).toHaveLength(1);
      expect(screen.getByRole("tabpanel").textContent).toContain(price);
    };

    await user.keyboard("{ArrowRight}");
    expectSelected("Monthly", "$12.99");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expectSelected("Lifetime", "$179.99");
    await user.keyboard("{ArrowRight}");
    expectSelected("Yearly", "$5.83");
    await user.keyboard("{ArrowLeft}");
    expectSelected("Lifetime", "$179.99");
    await user.keyboard("{ArrowLeft}");
    expectSelected("Weekly", "Most flexible");
  });

  it("when Home and End are pressed, then the first and last plans are focused and selected", async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Lifetime" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("$179.99");
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Yearly" }));
    expect(screen.getByRole("tab", { name: "Yearly" }).getAttribute("aria-selected")).toBe("true");
  });

  it("when Alt+ArrowLeft is pressed (the browser's back), then the plan stays", async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(screen.getByRole("tab", { name: "Yearly" }).getAttribute("aria-selected")).toBe("true");
  });
});
