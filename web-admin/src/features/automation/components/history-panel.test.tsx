import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeEventStream, json, type RecordedCall } from "@/testing/fake-api";
import { fakeAutomationApi } from "../testing/automation-api";
import { aLogEntry, anEvent, aStatus, FULL_MACHINE, someMetrics } from "../testing/fixtures";
import { renderDashboard } from "../testing/render-dashboard";

const RUN = "run-0f1e2d3c4b";
const EVENTS = [
  anEvent({ seq: 1, meta: { actor: "admin (session abcd1234)", requestId: "req-7f3a" } }),
  anEvent({ seq: 2, type: "RunStarted", data: { runId: RUN }, meta: { actor: "system" } }),
  anEvent({ seq: 3, type: "StepStarted", data: { runId: RUN, step: "select_topic", stepNumber: 1 } }),
  anEvent({ seq: 4, type: "AutomationPaused", data: {} }),
];
/** The events as the screen reads them: newest first. */
const NEWEST_FIRST = [...EVENTS].reverse();
const page = (
  events: unknown[],
  more: Partial<{ nextAfterSeq: number; nextBeforeSeq: number | null; hasMore: boolean }> = {},
) => json({ events, runs: [], order: "desc", nextAfterSeq: 4, nextBeforeSeq: null, hasMore: false, ...more });
const query = (call: RecordedCall) => new URL(call.path, "http://x").searchParams;

/** The events API as the server answers it: newest first, one step older or newer, a moment. */
function eventsAnswer(call: RecordedCall) {
  const q = query(call);
  const limit = Number(q.get("limit") ?? 100);
  if (q.get("order") === "asc")
    return page(EVENTS.filter((e) => e.seq > Number(q.get("afterSeq") ?? 0)).slice(0, limit));
  const before = Number(q.get("beforeSeq") ?? Number.POSITIVE_INFINITY);
  const to = q.get("to");
  return page(
    NEWEST_FIRST.filter((e) => e.seq < before && (!to || Date.parse(e.occurredAt) <= Date.parse(to))).slice(0, limit),
  );
}

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
    logs:
      at >= 3 ? [aLogEntry({ id: 11, runId: RUN, step: "select_topic", stepNumber: 1, status: "in_progress" })] : [],
    metrics: someMetrics({ totalRuns: 7 }),
  };
}

function historyApi(routes: Parameters<typeof fakeAutomationApi>[1] = {}) {
  return fakeAutomationApi(
    { status: "stopped" },
    {
      "GET /api/automation/events": eventsAnswer,
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
      ...routes,
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
  it("when it opens, then events are listed newest first, grouped by run, each with its time, type, actor and what it did", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));

    const timeline = await screen.findByRole("region", { name: "Event timeline" });
    const rows = within(timeline).getAllByRole("button", { name: /^#\d/ });
    expect(rows.map((row) => row.getAttribute("aria-label")?.split(" ")[0])).toEqual(["#4", "#3", "#2", "#1"]);
    expect(rows[2]?.getAttribute("aria-label")).toBe("#2 RunStarted by system: Run run-0f1e started");
    expect(rows[1]?.textContent).toContain("Step 1/8 Select topic started");
    expect(within(timeline).getByText("run-0f1e").closest("div")?.textContent).toContain("in progress");
    expect(api.calls.some((call) => call.path === "/api/automation/events?order=desc&limit=100")).toBe(true);
  });

  it("when an event is selected, then the state at it shows, and its data and meta with the request id", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /^#3 StepStarted/ }));

    const state = await screen.findByRole("region", { name: "State after event #3" });
    expect(api.calls.some((call) => call.path === "/api/automation/state?at=3")).toBe(true);
    within(state).getByText("6", { selector: "dd" });
    expect(screen.getByRole("button", { name: /^#3 StepStarted/ }).getAttribute("aria-current")).toBe("true");

    await user.click(await screen.findByRole("button", { name: /^#1 AutomationStarted/ }));
    const detail = await screen.findByRole("region", { name: "Event #1" });
    await user.click(within(detail).getByRole("tab", { name: "Data and meta" }));
    within(detail).getByText(/"intervalMinutes": 2/);
    within(detail).getByText(/"requestId": "req-7f3a"/);
    within(detail).getByText("req-7f3a", { selector: "dd" });
    within(detail).getByText("admin (session abcd1234)", { selector: "dd" });
  });

  it("when stepping older three times, then each step selects the event before and shows the state as it was", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /^#4 AutomationPaused/ }));
    for (const seq of [3, 2, 1]) {
      await user.click(await screen.findByRole("button", { name: /Older event/ }));
      await screen.findByRole("region", { name: `State after event #${seq}` });
    }
    expect(api.calls.some((call) => call.path.includes("order=desc") && call.path.includes("beforeSeq=2"))).toBe(true);
    await user.click(screen.getByRole("button", { name: /Older event/ }));
    await screen.findByText("This is the oldest event.");
    await user.click(screen.getByRole("button", { name: /Newer event/ }));
    await screen.findByRole("region", { name: "State after event #2" });
  });

  it("when two moments are compared, then the changed status fields and the log rows that appeared are listed", async () => {
    historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /^#3 StepStarted/ }));
    await user.click(await screen.findByRole("tab", { name: "Compare" }));
    const diff = await screen.findByRole("region", { name: "Changes from event #2 to event #3" });
    within(diff).getByText(/1 appeared, 0 changed, 0 gone/);
    within(diff).getByText(/\+ Step 1 Select topic: in_progress/);
  });

  it("when a moment is chosen, then the last event at or before it is selected", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await screen.findByRole("button", { name: /^#4 AutomationPaused/ });
    await user.type(screen.getByLabelText("Go to a moment"), "2026-11-01T10:00");
    await user.click(screen.getByRole("button", { name: "Show the state then" }));
    await screen.findByRole("region", { name: /^State after event #/ });
    expect(api.calls.some((call) => call.path.includes("to=") && call.path.includes("limit=1"))).toBe(true);
  });

  it("when an event is pushed by the server, then it appears on top without a reload and the Live badge shows", async () => {
    const stream = fakeEventStream();
    const api = historyApi({ "GET /api/automation/events/stream": stream.handler });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await screen.findByRole("button", { name: /^#4 AutomationPaused/ });
    await expect.poll(() => stream.openStreams).toBeGreaterThanOrEqual(2);
    expect(
      api.calls.some(
        (call) => call.path.startsWith("/api/automation/events/stream?") && call.path.includes("afterSeq=4"),
      ),
    ).toBe(true);
    stream.push(anEvent({ seq: 5, type: "AutomationResumed", data: {} }));
    const timeline = screen.getByRole("region", { name: "Event timeline" });
    await expect
      .poll(() => within(timeline).queryAllByRole("button", { name: /^#\d/ })[0]?.getAttribute("aria-label"))
      .toMatch(/^#5 AutomationResumed/);
    screen.getByText("Live");
  });

  it("when the actor filter is focused, then it offers the actors the events name, and a prefix is sent as typed", async () => {
    const api = historyApi({
      "GET /api/automation/events/actors": () => json({ actors: ["admin", "admin (session abcd1234)", "system"] }),
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    const input = await screen.findByLabelText("Actor");
    const list = document.getElementById(input.getAttribute("list") ?? "");
    await expect
      .poll(() => [...(list?.querySelectorAll("option") ?? [])].map((option) => option.value))
      .toEqual(["admin", "admin (session abcd1234)", "system"]);
    await user.type(input, "admin");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await expect
      .poll(() => api.calls.some((call) => call.path === "/api/automation/events?actor=admin&order=desc&limit=100"))
      .toBe(true);
  });

  it("when filters are applied, then the timeline is read with them, page jobs included", async () => {
    const api = historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.type(await screen.findByLabelText("Run id"), RUN);
    await user.selectOptions(screen.getByLabelText("Stream"), "page-job");
    await user.selectOptions(screen.getByLabelText("Event type"), "PageJobFailed");
    await user.type(screen.getByLabelText("Actor"), "system");
    await user.click(screen.getByRole("checkbox", { name: "Failed only" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));

    await expect
      .poll(() =>
        api.calls.some(
          (call) =>
            call.path ===
            `/api/automation/events?runId=${RUN}&stream=page-job&type=PageJobFailed&actor=system&failed=true&order=desc&limit=100`,
        ),
      )
      .toBe(true);
  });

  it("when filtered by StepFailed, then each run's header shows how the run really ended, though its end is hidden, and follows it live", async () => {
    const FAILED_RUN = "fa11ed00-aaaa";
    const GOING_RUN = "9e7a1c00-bbbb";
    const stepFailed = (seq: number, runId: string) =>
      anEvent({
        seq,
        type: "StepFailed",
        data: { runId, step: "draft_content", stepNumber: 3, durationMs: 40, error: "LLM timed out" },
      });
    const stream = fakeEventStream();
    const api = historyApi({
      "GET /api/automation/events/stream": stream.handler,
      "GET /api/automation/events": (call) =>
        query(call).get("type") === "StepFailed"
          ? json({
              events: [stepFailed(30, GOING_RUN), stepFailed(20, FAILED_RUN)],
              // What the server read from each run's own end (RunFailed), which this filter hides.
              runs: [
                { runId: GOING_RUN, outcome: "running" },
                { runId: FAILED_RUN, outcome: "failed" },
              ],
              order: "desc",
              nextAfterSeq: 31,
              nextBeforeSeq: null,
              hasMore: false,
            })
          : eventsAnswer(call),
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.selectOptions(await screen.findByLabelText("Event type"), "StepFailed");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));

    const timeline = screen.getByRole("region", { name: "Event timeline" });
    const header = (runId: string) => within(timeline).getByText(runId.slice(0, 8)).closest("div")?.textContent;
    await within(timeline).findByRole("button", { name: /^#20 StepFailed/ });
    expect(header(FAILED_RUN)).toBe(`Run ${FAILED_RUN.slice(0, 8)}failed`);
    expect(header(GOING_RUN)).toBe(`Run ${GOING_RUN.slice(0, 8)}in progress`);
    expect(api.calls.some((call) => call.path.includes("type=StepFailed"))).toBe(true);

    // The going run ends with RunAborted, which the filter hides: the stream says so, and the header follows.
    await expect.poll(() => stream.openStreams).toBeGreaterThanOrEqual(1);
    stream.pushRuns([{ runId: GOING_RUN, outcome: "aborted" }]);
    await expect.poll(() => header(GOING_RUN)).toBe(`Run ${GOING_RUN.slice(0, 8)}aborted`);
    expect(header(FAILED_RUN)).toBe(`Run ${FAILED_RUN.slice(0, 8)}failed`);
  });

  it("when a page job's event is selected, then 'Only this page job' narrows the timeline to its stream", async () => {
    const job = anEvent({
      seq: 9,
      streamId: "page-job:5d1c9e2a-77",
      type: "PageJobQueued",
      data: { jobId: "5d1c9e2a-77" },
    });
    const api = historyApi({ "GET /api/automation/events": () => page([job], { nextAfterSeq: 9 }) });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /^#9 PageJobQueued Page job 5d1c9e2a/ }));
    await user.click(await screen.findByRole("button", { name: "Only this page job" }));
    await expect
      .poll(() =>
        api.calls.some((call) => call.path.startsWith("/api/automation/events?stream=page-job%3A5d1c9e2a-77&")),
      )
      .toBe(true);
    expect(screen.getByLabelText("Stream")).toHaveProperty("value", "page-job:5d1c9e2a-77");
  });

  it("when an event is selected and the diagram opened, then its machine state is highlighted", async () => {
    historyApi();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await user.click(await screen.findByRole("button", { name: /^#3 StepStarted/ }));
    await screen.findByRole("region", { name: "State after event #3" });
    await user.click(screen.getByRole("button", { name: "State diagram" }));
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
        "GET /api/automation/events": eventsAnswer,
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
    await user.click(await screen.findByRole("button", { name: /^#2 RunStarted/ }));
    await screen.findByRole("region", { name: "State after event #2" });
    await user.click(screen.getByRole("button", { name: "State diagram" }));

    const workflow = await screen.findByRole("region", { name: "workflow region" });
    await screen.findByText(/moved workflow from idle to select_topic/);
    expect(api.calls.some((call) => call.path === "/api/automation/state?at=1")).toBe(true);
    const chart = within(workflow).getByRole("img", { name: "The workflow region's states and transitions" });
    expect(chart.getAttribute("aria-labelledby")).toBeTruthy();
    within(workflow).getByText(/the selected event moved it from idle to select_topic/);
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
    await user.click(await screen.findByRole("button", { name: "State diagram" }));

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
    await user.click(await screen.findByRole("button", { name: /^#2 RunStarted/ }));
    await user.click(await screen.findByRole("tab", { name: "Data and meta" }));

    const run = await screen.findByRole("region", { name: "Run run-0f1e" });
    expect(within(run).getByRole("button", { name: /Previous Event/ })).toHaveProperty("disabled", true);
    expect(within(run).getByRole("table", { name: "Step timings" }).textContent).toContain("1.50s");
    expect(within(run).getByRole("link", { name: "Download Run JSON" }).getAttribute("href")).toBe(
      `/api/automation/events/download?runId=${RUN}`,
    );

    await user.click(within(run).getByRole("button", { name: /Next Event/ }));
    // The detail keeps its view while stepping: the run, now at its second event.
    await screen.findByRole("region", { name: "Event #3" });
    await screen.findByText("Event 2 of 2 in this run");
    expect(screen.getByRole("button", { name: /^#3 StepStarted/ }).getAttribute("aria-current")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "State then" }));
    await screen.findByRole("region", { name: "State after event #3" });
    expect(screen.getByRole("link", { name: "Download History JSON" }).getAttribute("href")).toBe(
      "/api/automation/events/download",
    );
  });
});
