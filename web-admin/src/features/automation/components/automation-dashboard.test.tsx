import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { renderDashboard } from "../testing/render-dashboard";

const notifications = () => screen.getByRole("region", { name: "Notifications (F8)" });

describe("automation dashboard", () => {
  it("while the status loads, then 'Loading automation system...' is shown", async () => {
    fakeAutomationApi();
    renderDashboard();
    screen.getByText("Loading automation system...");
    await screen.findByRole("heading", { name: "Landing Page Automation" });
  });

  it.each([
    ["stopped", "Stopped", ["Start Automation"], ["Pause", "Stop", "Resume"]],
    ["error", "Error", ["Start Automation"], ["Pause", "Stop", "Resume"]],
    ["running", "Active", ["Pause", "Stop"], ["Start Automation", "Resume"]],
    ["paused", "Paused", ["Resume", "Stop"], ["Start Automation", "Pause"]],
  ] as const)(
    "when the status is %s, then the badge says %s and only the allowed buttons show",
    async (status, badge, shown, hidden) => {
      fakeAutomationApi({ status, isRunning: status === "running" });
      renderDashboard();
      await screen.findByRole("heading", { name: "Landing Page Automation" });
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
      for (const name of shown) screen.getByRole("button", { name });
      for (const name of hidden) expect(screen.queryByRole("button", { name })).toBeNull();
    },
  );

  it("when the next run is due, then the countdown says 'Starting soon...' with the scheduled time", async () => {
    fakeAutomationApi({
      status: "running",
      isRunning: true,
      nextRunAt: new Date(Date.now() - 5_000).toISOString(),
      remainingTimeMinutes: 90,
      maxRunTimeMinutes: 240,
    });
    renderDashboard();
    await screen.findByText("Next run in");
    screen.getByText("Starting soon...");
    screen.getByText(/Scheduled for/);
    screen.getByText("90 min (1.5 h)");
    screen.getByText(/Auto-stops after 240 min \(4 h\)/);
  });

  it("when the next run is ahead, then the countdown shows minutes and seconds", async () => {
    fakeAutomationApi({
      status: "running",
      isRunning: true,
      nextRunAt: new Date(Date.now() + 125_000).toISOString(),
    });
    renderDashboard();
    await screen.findByText(/^2m 0[45]s$/);
    screen.getByText("Unlimited");
  });

  it("when a run executes, then 'Running Workflow' and the step progress show", async () => {
    fakeAutomationApi({
      status: "running",
      isRunning: true,
      isRunningWorkflow: true,
      currentStep: 4,
      currentStepName: "draft_content",
      currentRunId: "run-abcdef123",
    });
    renderDashboard();
    await screen.findByText("Running Workflow");
    const progress = screen.getByRole("progressbar", { name: "Workflow progress" });
    expect(progress.getAttribute("aria-valuenow")).toBe("4");
    screen.getByText("Step 4/8");
    screen.getByText("Draft content");
  });

  it("when the run's worker stopped (its lease went quiet), then the dashboard says it stalled instead of 'Running Workflow'", async () => {
    fakeAutomationApi({
      status: "running",
      isRunning: true,
      isRunningWorkflow: true,
      currentStep: 8,
      currentStepName: "publish",
      currentRunId: "run-abcdef123",
      workerStalled: true,
    });
    renderDashboard();
    await screen.findByText("Stalled: its worker stopped");
    expect(screen.queryByText("Running Workflow")).toBeNull();
    screen.getByText("Step 8/8");
  });

  it("when Start is refused with a 409, then 'Failed to Start Automation' shows the server's message", async () => {
    const api = fakeAutomationApi(
      {},
      { "POST /api/automation/start": () => json({ error: "Automation is already running" }, 409) },
    );
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Start Automation" }));

    await within(notifications()).findByText("Failed to Start Automation");
    within(notifications()).getByText("Automation is already running");
    expect(api.calls.some((call) => call.method === "POST" && call.path === "/api/automation/start")).toBe(true);
  });

  it("when Start loses to another change twice, then it was sent twice and 'Another change came first; try again' shows", async () => {
    const api = fakeAutomationApi(
      {},
      { "POST /api/automation/start": () => json({ error: "Another change came first; try again" }, 409) },
    );
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Start Automation" }));

    await within(notifications()).findByText("Failed to Start Automation");
    within(notifications()).getByText("Another change came first; try again");
    expect(api.calls.filter((call) => call.method === "POST" && call.path === "/api/automation/start")).toHaveLength(2);
  });

  it("when Start loses to another change once, then the retry starts it and its message shows, with no failure", async () => {
    const answers = [
      json({ error: "Another change came first; try again" }, 409),
      json({ success: true, message: "Automation started" }),
    ];
    const api = fakeAutomationApi({}, { "POST /api/automation/start": () => answers.shift() ?? json({}, 500) });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Start Automation" }));

    await within(notifications()).findByText("Automation started");
    expect(within(notifications()).queryByText("Failed to Start Automation")).toBeNull();
    expect(api.calls.filter((call) => call.method === "POST" && call.path === "/api/automation/start")).toHaveLength(2);
  });

  it("when Pause succeeds, then the server's message is shown and the status is read again", async () => {
    const api = fakeAutomationApi(
      { status: "running", isRunning: true },
      { "POST /api/automation/pause": () => json({ success: true, message: "Automation paused" }) },
    );
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Pause" }));

    await within(notifications()).findByText("Automation paused");
    const statusReads = () => api.calls.filter((call) => call.path === "/api/automation/status").length;
    await expect.poll(statusReads).toBeGreaterThanOrEqual(2);
  });

  it("when the status cannot be read, then the server's error is shown", async () => {
    fakeAutomationApi({}, { "GET /api/automation/status": () => new Response("", { status: 500 }) });
    renderDashboard();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch automation status");
  });

  it("then the tabs are a tablist with Activity Logs open, and arrow keys move between them", async () => {
    fakeAutomationApi();
    const { user } = renderDashboard();
    const tablist = await screen.findByRole("tablist", { name: "Automation details" });
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Activity Logs", "Console", "Metrics", "Settings", "History"]);
    expect(screen.getByRole("tab", { name: "Activity Logs" }).getAttribute("aria-selected")).toBe("true");

    await user.click(screen.getByRole("tab", { name: "Activity Logs" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Console" }).getAttribute("aria-selected")).toBe("true");
    screen.getByRole("tabpanel", { name: "Console" });
  });
});

describe("the Error state", () => {
  it("when the automation stopped after failed runs, then an Error banner says why and opens the failed runs", async () => {
    const api = fakeAutomationApi({ status: "error", totalRuns: 3, errorCount: 3, stopReason: "consecutive_failures" });
    const { user } = renderDashboard();

    const banner = await screen.findByRole("alert");
    within(banner).getByText("Automation stopped after 3 consecutive failed runs");
    expect(screen.queryByText(/Last stop/)).toBeNull();
    await user.click(within(banner).getByRole("button", { name: "View Failed Runs" }));

    expect(screen.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "History" });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByRole("checkbox", { name: "Failed only" })).toHaveProperty("checked", true);
    await expect
      .poll(() => api.calls.some((call) => call.path === "/api/automation/events?failed=true&order=desc&limit=100"))
      .toBe(true);
  });

  it("when the History tab is already open, then View Failed Runs filters it to failures", async () => {
    const api = fakeAutomationApi({ status: "error", stopReason: "consecutive_failures" });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.type(await screen.findByLabelText("Run id"), "run-1");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));

    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "View Failed Runs" }));

    expect(screen.getByLabelText("Run id")).toHaveProperty("value", "");
    expect(screen.getByRole("checkbox", { name: "Failed only" })).toHaveProperty("checked", true);
    await expect
      .poll(() =>
        api.calls
          .filter((call) => call.path.startsWith("/api/automation/events?") && call.path.includes("failed=true"))
          .map((call) => call.path),
      )
      .toEqual(["/api/automation/events?failed=true&order=desc&limit=100"]);
  });

  it("when it was stopped by the operator, then there is no banner, only the last stop", async () => {
    fakeAutomationApi({ status: "stopped", stopReason: "operator" });
    renderDashboard();
    await screen.findByText("Last stop: operator");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
