import { describe, expect, it } from "vitest";
import { type DescribedEvent, describeEvent, eventSummaryOf, STOPPED_AFTER_FAILURES } from "./describe-event";

const RUN = "aaaaaaaa-1111-2222";
const by = (actor: string) => ({ meta: { actor } });
const event = (e: Omit<DescribedEvent, "meta">, actor = "admin") => ({ ...e, ...by(actor) }) as DescribedEvent;
const messages = (e: DescribedEvent) => describeEvent(e, "console").map((line) => line.message);

describe("an automation event's lines in the console", () => {
  it("when the operator drives the automation, then each line says what changed and who did it", () => {
    expect(
      messages(event({ type: "AutomationStarted", data: { intervalMinutes: 2, maxRunTimeMinutes: null } })),
    ).toEqual(["Automation started by admin (interval 2 min, max run time unlimited)"]);
    expect(describeEvent(event({ type: "AutomationPaused", data: {} }), "console")).toEqual([
      { level: "warn", message: "Automation paused by admin" },
    ]);
    expect(messages(event({ type: "AutomationResumed", data: {} }, "api-key"))).toEqual([
      "Automation resumed by api-key",
    ]);
    expect(messages(event({ type: "IntervalChanged", data: { minutes: 30 } }))).toEqual([
      "Interval set to 30 min by admin",
    ]);
    expect(messages(event({ type: "MaxRunTimeChanged", data: { minutes: 240 } }))).toEqual([
      "Max run time set to 240 min by admin",
    ]);
    expect(messages(event({ type: "LogsCleared", data: {} }))).toEqual(["Activity logs cleared by admin"]);
    expect(
      messages(event({ type: "NextRunScheduled", data: { runAt: "2026-11-01T10:02:00.000Z", scheduleId: "s" } })),
    ).toEqual(["Next run scheduled for 2026-11-01T10:02:00.000Z"]);
    expect(
      describeEvent(event({ type: "DeadlineScheduled", data: { checkAt: "2026-11-01T14:00:00.000Z" } }), "console"),
    ).toEqual([]);
  });

  it("when the automation stops, then the line says why, with the limit of failed runs it stopped at", () => {
    const stopped = (reason: "operator" | "max_run_time" | "consecutive_failures") =>
      describeEvent(event({ type: "AutomationStopped", data: { reason } }, "system"), "console");
    expect(stopped("consecutive_failures")).toEqual([
      { level: "error", message: "Automation stopped after 3 consecutive failed runs" },
    ]);
    expect(STOPPED_AFTER_FAILURES).toBe("Automation stopped after 3 consecutive failed runs");
    expect(stopped("max_run_time")).toEqual([{ level: "warn", message: "Automation stopped: max run time reached" }]);
    expect(stopped("operator")).toEqual([{ level: "warn", message: "Automation stopped by system" }]);
  });

  it("when a run goes through its steps, then each line carries its step, duration and run, and warnings follow the step", () => {
    expect(describeEvent(event({ type: "RunStarted", data: { runId: RUN } }), "console")).toEqual([
      { level: "info", message: "Run aaaaaaaa started", runId: RUN },
    ]);
    expect(
      describeEvent(
        event({ type: "StepStarted", data: { runId: RUN, step: "draft_content", stepNumber: 4 } }),
        "console",
      ),
    ).toEqual([
      { level: "info", message: "Step 4/8: draft_content started", step: "draft_content", stepNumber: 4, runId: RUN },
    ]);
    const completed = {
      runId: RUN,
      step: "draft_content" as const,
      stepNumber: 4,
      durationMs: 1500,
      message: "Drafted 900 words",
      warnings: ["Short intro"],
    };
    expect(describeEvent(event({ type: "StepCompleted", data: completed }), "console")).toEqual([
      {
        level: "info",
        message: "Drafted 900 words",
        executionTime: 1500,
        step: "draft_content",
        stepNumber: 4,
        runId: RUN,
      },
      { level: "warn", message: "Short intro", step: "draft_content", stepNumber: 4, runId: RUN },
    ]);
    expect(
      describeEvent(
        event({
          type: "StepFailed",
          data: { runId: RUN, step: "draft_content", stepNumber: 4, durationMs: 20, error: "LLM timed out" },
        }),
        "console",
      ),
    ).toEqual([
      {
        level: "error",
        message: "Step 4/8: draft_content failed: LLM timed out",
        step: "draft_content",
        stepNumber: 4,
        executionTime: 20,
        runId: RUN,
      },
    ]);
    expect(
      messages(event({ type: "RunCompleted", data: { runId: RUN, durationMs: 9000, landingPageId: 12 } })),
    ).toEqual(["Run aaaaaaaa completed: page #12 published"]);
    expect(
      messages(event({ type: "RunCompleted", data: { runId: RUN, durationMs: 9000, landingPageId: null } })),
    ).toEqual(["Run aaaaaaaa completed"]);
    expect(
      messages(event({ type: "RunFailed", data: { runId: RUN, durationMs: 20, step: "draft_content", error: "x" } })),
    ).toEqual(["Run aaaaaaaa failed at draft_content"]);
    expect(
      messages(event({ type: "RunAborted", data: { runId: RUN, durationMs: 0, step: null, reason: "worker died" } })),
    ).toEqual(["Run aaaaaaaa aborted: worker died"]);
    expect(describeEvent(event({ type: "RunStopped", data: { runId: RUN, durationMs: 5 } }), "console")).toEqual([
      { level: "warn", message: "Run aaaaaaaa ended: automation stopped", runId: RUN },
    ]);
  });

  it("when a type has no words of its own yet, then both screens name it and who caused it", () => {
    const added = { type: "NoteAdded", data: { text: "hi" }, meta: { actor: "admin" } } as unknown as DescribedEvent;
    expect(describeEvent(added, "console")).toEqual([{ level: "info", message: "Note added (admin)" }]);
    expect(eventSummaryOf(added)).toBe("Note added (admin)");
  });
});

describe("an automation event's summary in History", () => {
  it("when the same events are summarised for History, then they keep History's own wording", () => {
    expect(eventSummaryOf(event({ type: "AutomationStopped", data: { reason: "consecutive_failures" } }))).toBe(
      "Stopped: after 3 consecutive failed runs",
    );
    expect(eventSummaryOf(event({ type: "AutomationPaused", data: {} }))).toBe("Paused at the next step boundary");
    expect(eventSummaryOf(event({ type: "IntervalChanged", data: { minutes: 30 } }))).toBe("Interval set to 30 min");
    const checkAt = "2026-11-01T14:00:00.000Z";
    expect(eventSummaryOf(event({ type: "DeadlineScheduled", data: { checkAt } }))).toBe(
      `Max run time check at ${new Date(checkAt).toLocaleTimeString()}`,
    );
    expect(
      eventSummaryOf(
        event({
          type: "StepCompleted",
          data: { runId: RUN, step: "draft_content", stepNumber: 4, durationMs: 1500, message: "ok", warnings: ["w"] },
        }),
      ),
    ).toBe("Step 4/8 Draft content done in 1.50s: ok");
    expect(
      eventSummaryOf(event({ type: "RunCompleted", data: { runId: RUN, durationMs: 9000, landingPageId: 12 } })),
    ).toBe("Run completed in 9.00s, page #12");
  });
});
