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

  it("when Monthly is chosen, then the monthly price shows instead", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Monthly" }));

    expect(screen.getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Yearly" }).getAttribute("aria-selected")).toBe("false");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain("$12.99");
    expect(panel.textContent).not.toContain("$5.83");
  });

  it("when the arrow keys are used on the tabs, then the selection moves", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Yearly" }));
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Lifetime" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("$179.99");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Weekly" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Most flexible");
  });
});
