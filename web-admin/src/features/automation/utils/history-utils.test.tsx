import { eventSummaryOf } from "@movebreak/shared/describe-event";
import { describe, expect, it } from "vitest";
import type { AutomationStateAt } from "../api/get-automation-state-at";
import { aLogEntry, anEvent, aStatus, someMetrics } from "../testing/fixtures";
import { stateDiff } from "./state-diff";
import { timelineRows } from "./timeline-rows";

const RUN_A = "aaaaaaaa-1111";
const RUN_B = "bbbbbbbb-2222";

function stateAt(at: number, overrides: Partial<AutomationStateAt> = {}): AutomationStateAt {
  return {
    at,
    occurredAt: "2026-11-01T10:00:00.000Z",
    eventType: "StepStarted",
    machine: { value: { lifecycle: "running", workflow: "select_topic" }, currentStep: 1 },
    status: aStatus({ status: "running", totalRuns: 1, currentStep: 1, currentStepName: "select_topic" }),
    logs: [],
    metrics: someMetrics({ totalRuns: 1 }),
    ...overrides,
  };
}

describe("timeline rows", () => {
  it("when a run's events are listed newest first, then one header names the run and how it ended, and other events stand alone", () => {
    const rows = timelineRows([
      anEvent({ seq: 9, type: "NextRunScheduled", data: { runAt: "2026-11-01T10:02:00.000Z", scheduleId: "s" } }),
      anEvent({ seq: 8, type: "RunFailed", data: { runId: RUN_B, durationMs: 5, step: "draft_content", error: "x" } }),
      anEvent({ seq: 7, type: "RunStarted", data: { runId: RUN_B } }),
      anEvent({ seq: 6, streamId: "admin-audit", type: "AdminLoggedIn", data: { via: "token" } }),
      anEvent({ seq: 5, type: "StepStarted", data: { runId: RUN_A, step: "select_topic", stepNumber: 1 } }),
      anEvent({ seq: 4, type: "RunStarted", data: { runId: RUN_A } }),
    ]);
    expect(rows.map((row) => (row.kind === "run" ? `run ${row.runId} ${row.outcome}` : `#${row.event.seq}`))).toEqual([
      "#9",
      `run ${RUN_B} failed`,
      "#8",
      "#7",
      "#6",
      `run ${RUN_A} in progress`,
      "#5",
      "#4",
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });
});

describe("state diff", () => {
  it("when a step completes between two moments, then its log row changed, the next one appeared, and the changed fields are named", () => {
    const started = aLogEntry({ id: 1, status: "in_progress", stepNumber: 1 });
    const earlier = stateAt(10, { logs: [started] });
    const later = stateAt(12, {
      machine: { value: { lifecycle: "running", workflow: "research_keywords" }, currentStep: 2 },
      status: aStatus({ status: "running", totalRuns: 1, currentStep: 2, currentStepName: "research_keywords" }),
      logs: [
        aLogEntry({ id: 2, status: "in_progress", step: "research_keywords", stepNumber: 2 }),
        { ...started, status: "completed" },
      ],
    });
    const change = stateDiff(earlier, later);
    expect(change.fields).toEqual(
      expect.arrayContaining([
        { field: "machine.workflow", before: "select_topic", after: "research_keywords" },
        { field: "status.currentStep", before: 1, after: 2 },
        { field: "status.currentStepName", before: "select_topic", after: "research_keywords" },
      ]),
    );
    expect(change.logsAdded.map((entry) => entry.id)).toEqual([2]);
    expect(change.logsChanged.map(({ before, after }) => [before.status, after.status])).toEqual([
      ["in_progress", "completed"],
    ]);
    expect(change.logsRemoved).toEqual([]);
  });

  it("when the logs were cleared in between, then the rows are gone and nothing else is claimed", () => {
    const earlier = stateAt(3, { logs: [aLogEntry({ id: 1 }), aLogEntry({ id: 2 })] });
    const later = stateAt(4, { logs: [] });
    expect(stateDiff(earlier, later)).toMatchObject({ fields: [], logsAdded: [], logsChanged: [] });
    expect(stateDiff(earlier, later).logsRemoved.map((entry) => entry.id)).toEqual([1, 2]);
  });
});

describe("event summary", () => {
  it("when events of each stream are summarised, then the line says what happened from the data", () => {
    expect(eventSummaryOf(anEvent({ type: "AutomationStopped", data: { reason: "consecutive_failures" } }))).toBe(
      "Stopped: after 3 consecutive failed runs",
    );
    expect(
      eventSummaryOf(
        anEvent({
          type: "StepFailed",
          data: { runId: RUN_A, step: "draft_content", stepNumber: 4, durationMs: 1500, error: "LLM timed out" },
        }),
      ),
    ).toBe("Step 4/8 Draft content failed: LLM timed out");
    expect(
      eventSummaryOf(
        anEvent({
          streamId: "admin-audit",
          type: "LandingPageUpdated",
          data: { landingPageId: 4, slug: "neck-relief" },
        }),
      ),
    ).toBe("Page /neck-relief edited");
    expect(
      eventSummaryOf(
        anEvent({
          streamId: "page-job:j1",
          type: "PageJobFailed",
          data: { jobId: "j1", step: null, error: "no topic left" },
        }),
      ),
    ).toBe("Generation failed: no topic left");
  });

  it("when failed logins are summarised, then the line says how many, from how many addresses (the most failing named) and in which window", () => {
    const window = { from: "2026-11-27T04:00:00.000Z", to: "2026-11-27T04:15:00.000Z" };
    const between = `between ${new Date(window.from).toLocaleTimeString()} and ${new Date(window.to).toLocaleTimeString()}`;
    const summary = (data: {
      failures: number;
      addresses: number;
      top: { ip: string; failures: number }[];
      from: string | null;
      to: string | null;
    }) => eventSummaryOf(anEvent({ streamId: "admin-audit", type: "AdminLoginFailed", data }));
    expect(summary({ failures: 12, addresses: 1, top: [{ ip: "203.0.113.7", failures: 12 }], ...window })).toBe(
      `12 failed logins from 203.0.113.7 ${between}`,
    );
    expect(
      summary({
        failures: 37,
        addresses: 12,
        top: [
          { ip: "203.0.113.7", failures: 10 },
          { ip: "2001:db8::/64", failures: 9 },
        ],
        ...window,
      }),
    ).toBe(`37 failed logins from 12 addresses (203.0.113.7 ×10, 2001:db8::/64 ×9, …) ${between}`);
    expect(summary({ failures: 1, addresses: 0, top: [], from: null, to: null })).toBe("1 failed login");
  });
});
