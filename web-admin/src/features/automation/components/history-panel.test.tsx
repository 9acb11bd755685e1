import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { anEvent, aStatus, FULL_MACHINE, someMetrics } from "../testing/fixtures";
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

/** The names of the states marked current in a region of the diagram (its list of states). */
function currentStates(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole("listitem")
    .filter((item) => item.getAttribute("aria-current") === "true")
    .map((item) => item.getAttribute("data-state") ?? "");
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

    const lifecycle = await screen.findByRole("region", { name: "lifecycle region" });
    const workflow = screen.getByRole("region", { name: "workflow region" });
    expect(currentStates(lifecycle)).toEqual(["paused"]);
    expect(currentStates(workflow)).toEqual(["select_topic"]);
  });

  it("when an event moved the machine, then the diagram says from where to where and draws that arrow again", async () => {
    const before = { lifecycle: "running", workflow: "idle" };
    const after = { lifecycle: "running", workflow: "select_topic" };
    const api = fakeAutomationApi(
      { status: "running", isRunning: true },
      {
        "GET /api/automation/events": () => json({ events: EVENTS, nextAfterSeq: 4, hasMore: false }),
        "GET /api/automation/machine": () => json(FULL_MACHINE),
        "GET /api/automation/state": (call) => {
          const at = Number(new URL(call.path, "http://x").searchParams.get("at"));
          return json({
            ...stateAt(at),
            eventType: "RunStarted",
            machine: { value: at === 1 ? before : after, currentStep: 0 },
          });
        },
        [`GET /api/automation/runs/${RUN}`]: () =>
          json({ runId: RUN, run: null, steps: [], events: EVENTS.slice(1, 3) }),
      },
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /#2 RunStarted/ }));

    const workflow = await screen.findByRole("region", { name: "workflow region" });
    expect(await screen.findByText(/moved workflow from idle to select_topic/)).toBeTruthy();
    expect(api.calls.some((call) => call.path === "/api/automation/state?at=1")).toBe(true);
    const chart = within(workflow).getByRole("img", { name: "The workflow region's states and transitions" });
    expect(chart.getAttribute("aria-labelledby")).toBeTruthy();
    expect(within(workflow).getByText(/the selected event moved it from idle to select_topic/)).toBeTruthy();
    expect(currentStates(workflow)).toEqual(["select_topic"]);
    const drawn = workflow.querySelector('[data-active-edge="true"]');
    expect(drawn?.getAttribute("data-edge")).toBe("idle->select_topic");
    expect(drawn?.querySelector("path")?.getAttribute("class")).toContain("motion-safe:animate-draw-edge");
    expect(currentStates(screen.getByRole("region", { name: "lifecycle region" }))).toEqual(["running"]);
    expect(
      screen.getByRole("region", { name: "lifecycle region" }).querySelector('[data-active-edge="true"]'),
    ).toBeNull();
  });

  it("when no event is selected, then the diagram shows every state of the definition as a list, the machine now marked", async () => {
    fakeAutomationApi(
      { status: "running", isRunning: true, currentStep: 4, currentStepName: "draft_content" },
      { "GET /api/automation/machine": () => json(FULL_MACHINE) },
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));

    const workflow = await screen.findByRole("region", { name: "workflow region" });
    const states = within(workflow).getAllByRole("listitem");
    expect(states.map((item) => item.getAttribute("data-state"))).toEqual(
      FULL_MACHINE.regions[1]?.states.map((s) => s.id),
    );
    expect(currentStates(workflow)).toEqual(["draft_content"]);
    expect(states[4]?.textContent).toBe(
      "draft_content (current): on step.completed to write_metadata; on run.completed, run.failed, run.aborted or run.stopped to idle; on step.started or step.failed it stays",
    );
    expect(workflow.querySelector('[data-active-edge="true"]')).toBeNull();
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
