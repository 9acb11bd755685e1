import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { anEvent, aStatus, someMetrics } from "../testing/fixtures";
import { renderDashboard } from "../testing/render-dashboard";

const RUN = "run-0f1e2d3c4b";
const EVENTS = [
  anEvent({ seq: 1 }),
  anEvent({ seq: 2, type: "RunStarted", data: { runId: RUN }, meta: { actor: "system" } }),
  anEvent({ seq: 3, type: "StepStarted", data: { runId: RUN, step: "select_topic", stepNumber: 1 } }),
  anEvent({ seq: 4, type: "AutomationPaused", data: {} }),
];

function stateAt(at: number) {
  return {
    at,
    occurredAt: "2026-11-01T10:00:03.000Z",
    eventType: "StepStarted",
    machine: { value: { lifecycle: "paused", workflow: "select_topic" }, currentStep: 1 },
    status: aStatus({
      status: "paused",
      totalRuns: 7,
      successCount: 6,
      errorCount: 1,
      currentStep: 1,
      currentStepName: "select_topic",
    }),
    logs: [],
    metrics: someMetrics({ totalRuns: 7 }),
  };
}

function historyApi() {
  return fakeAutomationApi(
    { status: "stopped" },
    {
      "GET /api/automation/events": () => json({ events: EVENTS, nextAfterSeq: 4, hasMore: false }),
      "GET /api/automation/state": (call) =>
        json(stateAt(Number(new URL(call.path, "http://x").searchParams.get("at")))),
      [`GET /api/automation/runs/${RUN}`]: () =>
        json({
          runId: RUN,
          run: null,
          steps: [
            {
              step: "select_topic",
              stepNumber: 1,
              startedAt: "2026-11-01T10:00:03.000Z",
              durationMs: 1500,
              outcome: "completed",
            },
          ],
          events: EVENTS.slice(1, 3),
        }),
    },
  );
}

/** The names of the states marked current in a region of the diagram. */
function currentStates(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole("listitem")
    .filter((item) => item.getAttribute("aria-current") === "true")
    .map((item) => item.querySelector("span span")?.textContent ?? "");
}

describe("history tab", () => {
  it("when an event is selected, then the state at it is loaded and its machine state is highlighted", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));

    const timeline = await screen.findByRole("region", { name: "Event timeline" });
    expect(within(timeline).getByRole("button", { name: /#2 RunStarted run-0f1e.*by system/ })).toBeTruthy();
    await user.click(within(timeline).getByRole("button", { name: /#3 StepStarted/ }));

    const state = await screen.findByRole("region", { name: "State after event #3" });
    expect(api.calls.some((call) => call.path === "/api/automation/state?at=3")).toBe(true);
    expect(within(state).getByText("6", { selector: "dd" })).toBeTruthy();
    expect(within(state).getAllByText("Paused").length).toBeGreaterThan(0);

    const lifecycle = screen.getByRole("region", { name: "lifecycle region" });
    const workflow = screen.getByRole("region", { name: "workflow region" });
    expect(currentStates(lifecycle)).toEqual(["paused"]);
    expect(currentStates(workflow)).toEqual(["select_topic"]);
  });

  it("when stepping through a run, then previous and next move within it and its timings show", async () => {
    historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /#2 RunStarted/ }));

    const run = await screen.findByRole("region", { name: "Run run-0f1e" });
    expect(within(run).getByRole("button", { name: /Previous Event/ })).toHaveProperty("disabled", true);
    expect(within(run).getByRole("table", { name: "Step timings" }).textContent).toContain("1.50s");
    expect(within(run).getByRole("link", { name: "Download Run JSON" }).getAttribute("href")).toBe(
      `/api/automation/events/download?runId=${RUN}`,
    );

    await user.click(within(run).getByRole("button", { name: /Next Event/ }));
    expect(await screen.findByRole("region", { name: "State after event #3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /#3 StepStarted/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Download History JSON" }).getAttribute("href")).toBe(
      "/api/automation/events/download",
    );
  });

  it("when filters are applied, then the timeline is read with them", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.type(await screen.findByLabelText("Run id"), RUN);
    await user.selectOptions(screen.getByLabelText("Event type"), "StepFailed");
    await user.click(screen.getByRole("checkbox", { name: "Failed only" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));

    await expect
      .poll(() =>
        api.calls.some(
          (call) =>
            call.path === `/api/automation/events?afterSeq=0&limit=100&runId=${RUN}&type=StepFailed&failed=true`,
        ),
      )
      .toBe(true);
  });

  it("while the automation runs, then new events are polled after the last one read", async () => {
    const api = fakeAutomationApi(
      { status: "running", isRunning: true },
      {
        "GET /api/automation/events": (call) =>
          call.path.includes("afterSeq=0&")
            ? json({ events: EVENTS, nextAfterSeq: 4, hasMore: false })
            : json({
                events: [anEvent({ seq: 5, type: "AutomationResumed", data: {} })],
                nextAfterSeq: 5,
                hasMore: false,
              }),
      },
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    expect(await screen.findByRole("button", { name: /#5 AutomationResumed/ })).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith("/api/automation/events?afterSeq=4&"))).toBe(true);
  });
});
