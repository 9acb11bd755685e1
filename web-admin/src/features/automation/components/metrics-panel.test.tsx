import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { emptyAnalytics, someMetrics } from "../testing/fixtures";
import { renderDashboard } from "../testing/render-dashboard";

const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("metrics tab", () => {
  it("when nothing has run, then Last Run says 'Never' and the charts show their empty states", async () => {
    fakeAutomationApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Metrics" }));
    await screen.findByText("Last Run");
    expect(figure("Last Run")).toBe("Never");
    await screen.findByText("No runs in this period");
    screen.getByText("No pages published in this period");
  });

  it("then the figures are formatted, and Hour asks for hourly buckets with readable numbers", async () => {
    const api = fakeAutomationApi(
      {},
      {
        "GET /api/automation/metrics": () =>
          json(
            someMetrics({
              totalRuns: 12,
              successRate: 83.333,
              averageExecutionTime: 4200,
              activeJobs: 1,
              totalJobs: 13,
              lastRunTime: "2026-11-01T10:00:00.000Z",
            }),
          ),
        "GET /api/automation/analytics": () =>
          json({
            ...emptyAnalytics(),
            runs: [
              {
                bucketStart: "2026-11-01T00:00:00.000Z",
                completed: 5,
                failed: 1,
                stopped: 0,
                total: 6,
                successRate: 83.3,
              },
            ],
            totals: {
              runs: 6,
              completed: 5,
              failed: 1,
              successRate: 83.3,
              pagesPublished: 0,
              averageExecutionMs: 4200,
            },
          }),
      },
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Metrics" }));
    await screen.findByText("Success Rate");
    expect(figure("Success Rate")).toBe("83.3%");
    expect(figure("Avg. Execution Time")).toBe("4.2s");
    expect(figure("Total Jobs")).toBe("13");

    const runsTable = await screen.findByRole("table", { name: "Runs per bucket" });
    expect(runsTable.textContent).toContain("Nov 1");
    expect(runsTable.textContent).toContain("6");

    await user.click(screen.getByRole("button", { name: "Hour" }));
    await expect
      .poll(() => api.calls.some((call) => call.path.startsWith("/api/automation/analytics?bucket=hour")))
      .toBe(true);
  });
});
