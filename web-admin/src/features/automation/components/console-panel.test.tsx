import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { aConsoleLine, aStatus } from "../testing/fixtures";
import { renderDashboard } from "../testing/render-dashboard";

describe("console tab", () => {
  it("then each level has its colour, steps are prefixed, and the footer sums up the status", async () => {
    const status = aStatus({
      status: "running",
      isRunning: true,
      currentStep: 3,
      remainingTimeMinutes: 42,
      maxRunTimeMinutes: 240,
    });
    fakeAutomationApi(status, {
      "GET /api/automation/console": () =>
        json({
          status,
          timestamp: "2026-11-01T10:00:05.000Z",
          logs: [
            aConsoleLine({
              id: 3,
              level: "error",
              message: "Model timed out",
              step: "draft_content",
              stepNumber: 4,
              runId: "run-99887766",
            }),
            aConsoleLine({ id: 2, level: "warn", message: "Few keywords found", executionTime: 1500 }),
            aConsoleLine({ id: 1, level: "info", message: "Automation started" }),
          ],
        }),
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Console" }));

    const errorLine = (await screen.findByText("Model timed out")).closest("li");
    const warnLine = screen.getByText("Few keywords found").closest("li");
    const infoLine = screen.getByText("Automation started").closest("li");
    const levelOf = (line: HTMLElement | null, level: string) =>
      Array.from(line?.querySelectorAll("span") ?? []).find((span) => span.textContent === level);
    expect(levelOf(errorLine, "error")?.className).toContain("text-red");
    expect(levelOf(warnLine, "warn")?.className).toContain("text-amber");
    expect(levelOf(infoLine, "info")?.className).not.toMatch(/text-(red|amber)/);

    expect(errorLine?.textContent).toContain("[draft_content]");
    expect(errorLine?.textContent).toContain("run-9988");
    expect(warnLine?.textContent).toContain("1.50s");
    screen.getByText("Live");
    screen.getByText("3 entries");
    screen.getByText("Updates every 2 seconds");
    screen.getByText("Step 3/8");
    screen.getByText("42 min left");
    screen.getByText(/Last update:/);
  });

  it("when there is no activity, then 'No console activity' and a Stopped badge show", async () => {
    fakeAutomationApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Console" }));
    await screen.findByText("No console activity");
    expect(screen.getAllByText("Stopped").length).toBeGreaterThan(0);
  });
});
