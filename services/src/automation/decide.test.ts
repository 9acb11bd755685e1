import { STEP_NAMES } from "@movebreak/shared/automation";
import { describe, expect, it } from "vitest";
import { type AutomationState, evolve, initialState, lifecycleOf, statusView } from "./automation";
import { type Command, CommandRejected, decide } from "./decide";
import type { NewEvent } from "./events";

const MINUTE = 60_000;
const T0 = Date.parse("2026-05-01T09:00:00.000Z");

/** Given these past events (one a second from T0), when this command at `at`, then these new events. */
function given(...history: (Command | NewEvent)[]) {
  let state = initialState();
  let clock = T0;
  let ids = 0;
  const ctx = () => ({ now: new Date(clock), newId: () => `id-${++ids}`, minuteMs: MINUTE });
  const apply = (events: NewEvent[]) => {
    for (const event of events) state = evolve(state, event, new Date(clock).toISOString());
  };
  for (const item of history) {
    clock += 1000;
    if ("data" in item) apply([item]);
    else apply(decide(state, item, ctx()).events);
  }
  return {
    get state(): AutomationState {
      return state;
    },
    when(command: Command, advanceMs = 1000) {
      clock += advanceMs;
      const decision = decide(state, command, ctx());
      apply(decision.events);
      return { ...decision, types: decision.events.map((e) => e.type), state };
    },
    rejects(command: Command) {
      try {
        decide(state, command, ctx());
      } catch (error) {
        expect(error).toBeInstanceOf(CommandRejected);
        return (error as Error).message;
      }
      throw new Error(`${command.type} was accepted`);
    },
  };
}

const run = (runId: string) => ({ type: "BeginRun", runId, scheduleId: "id-1" }) as const;
const stepsOk = (runId: string, upTo = 8): Command[] =>
  STEP_NAMES.slice(0, upTo).flatMap((step) => [
    { type: "BeginStep", runId, step } as const,
    { type: "CompleteStep", runId, step, durationMs: 100, message: `${step} done` } as const,
  ]);

describe("the automation lifecycle (admin spec section 4), over events", () => {
  it("when stopped and Start, then AutomationStarted and the first run is scheduled now", () => {
    const t = given();
    const { types, state, events } = t.when({ type: "StartAutomation" });
    expect(types).toEqual(["AutomationStarted", "NextRunScheduled"]);
    expect(lifecycleOf(state)).toBe("running");
    expect(events[1]?.data).toMatchObject({ runAt: state.context.nextRunAt });
    expect(Date.parse(state.context.nextRunAt ?? "")).toBe(T0 + 1000);
  });

  it("when running, then Start is refused; Pause and Stop are offered", () => {
    const t = given({ type: "StartAutomation" });
    expect(t.rejects({ type: "StartAutomation" })).toBe("Automation is already running");
    expect(t.rejects({ type: "ResumeAutomation" })).toBe("Automation is already running");
    expect(t.when({ type: "PauseAutomation" }).types).toEqual(["AutomationPaused"]);
  });

  it("when paused, then Resume and Stop are offered and Pause and Start are refused", () => {
    const t = given({ type: "StartAutomation" }, { type: "PauseAutomation" });
    expect(t.rejects({ type: "PauseAutomation" })).toBe("Automation is already paused");
    expect(t.rejects({ type: "StartAutomation" })).toBe("Automation is paused: resume it instead");
    expect(lifecycleOf(t.when({ type: "ResumeAutomation" }).state)).toBe("running");
  });

  it("when stopped or in error, then Pause, Resume and Stop are refused", () => {
    const t = given();
    expect(t.rejects({ type: "PauseAutomation" })).toBe("Automation is not running");
    expect(t.rejects({ type: "ResumeAutomation" })).toBe("Automation is not paused");
    expect(t.rejects({ type: "StopAutomation" })).toBe("Automation is already stopped");
  });

  it("when a run completes all 8 steps, then it counts as a success and the next run waits the interval", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), ...stepsOk("r1", 7), {
      type: "BeginStep",
      runId: "r1",
      step: "publish",
    });
    const { types, state } = t.when({
      type: "CompleteStep",
      runId: "r1",
      step: "publish",
      durationMs: 100,
      message: "published",
      landingPageId: 7,
    });
    expect(types).toEqual(["StepCompleted", "RunCompleted", "NextRunScheduled"]);
    expect(statusView(state, new Date()).totalRuns).toBe(1);
    expect(state.context.successCount).toBe(1);
    expect(state.context.lastLandingPageId).toBe(7);
    expect(Date.parse(state.context.nextRunAt ?? "") - Date.parse(state.context.lastRunAt ?? "")).toBe(2 * MINUTE);
  });

  it("when a step fails, then the run fails; the third failed run in a row stops the automation in error", () => {
    const failRun = (runId: string, scheduleId: string): Command[] => [
      { type: "BeginRun", runId, scheduleId },
      { type: "BeginStep", runId, step: "select_topic" },
      { type: "FailStep", runId, step: "select_topic", durationMs: 5, error: "no topics left" },
    ];
    const t = given({ type: "StartAutomation" }, ...failRun("r1", "id-1"), ...failRun("r2", "id-2"));
    expect(t.state.context.consecutiveFailures).toBe(2);
    expect(lifecycleOf(t.state)).toBe("running");
    t.when({ type: "BeginRun", runId: "r3", scheduleId: "id-3" });
    t.when({ type: "BeginStep", runId: "r3", step: "select_topic" });
    const { types, state } = t.when({
      type: "FailStep",
      runId: "r3",
      step: "select_topic",
      durationMs: 5,
      error: "boom",
    });
    expect(types).toEqual(["StepFailed", "RunFailed", "AutomationStopped"]);
    expect(lifecycleOf(state)).toBe("error");
    expect(state.context.errorCount).toBe(3);
    expect(state.context.nextRunAt).toBeNull();
  });

  it("when a success comes between failures, then the count of consecutive failures starts again", () => {
    const t = given(
      { type: "StartAutomation" },
      { type: "BeginRun", runId: "r1", scheduleId: "id-1" },
      { type: "BeginStep", runId: "r1", step: "select_topic" },
      { type: "FailStep", runId: "r1", step: "select_topic", durationMs: 5, error: "x" },
      { type: "BeginRun", runId: "r2", scheduleId: "id-2" },
      ...stepsOk("r2"),
    );
    expect(t.state.context.consecutiveFailures).toBe(0);
  });

  it("when paused during a step, then that step still completes and the run waits at the next step until Resume", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), { type: "BeginStep", runId: "r1", step: "select_topic" });
    expect(t.when({ type: "PauseAutomation" }).message).toBe("Automation will pause after the current step");
    expect(
      t.when({ type: "CompleteStep", runId: "r1", step: "select_topic", durationMs: 50, message: "ok" }).types,
    ).toEqual(["StepCompleted"]);
    expect(statusView(t.state, new Date()).currentStep).toBe(2);
    expect(t.rejects({ type: "BeginStep", runId: "r1", step: "research_keywords" })).toBe("Automation is not running");
    const resumed = t.when({ type: "ResumeAutomation" });
    expect(resumed.types).toEqual(["AutomationResumed"]);
    expect(t.when({ type: "BeginStep", runId: "r1", step: "research_keywords" }).types).toEqual(["StepStarted"]);
  });

  it("when stopped during a step, then the step finishes and the run ends as stopped", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), { type: "BeginStep", runId: "r1", step: "select_topic" });
    expect(t.when({ type: "StopAutomation" }).types).toEqual(["AutomationStopped"]);
    expect(t.rejects({ type: "StartAutomation" })).toBe(
      "The last run is still finishing its current step: try again in a moment",
    );
    const { types, state } = t.when({
      type: "CompleteStep",
      runId: "r1",
      step: "select_topic",
      durationMs: 50,
      message: "ok",
    });
    expect(types).toEqual(["StepCompleted", "RunStopped"]);
    expect(state.context.runId).toBeNull();
    expect(state.context.stoppedRuns).toBe(1);
    expect(t.when({ type: "StartAutomation" }).types[0]).toBe("AutomationStarted");
  });

  it("when stopped between steps of a paused run, then the run ends as stopped at once", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), ...stepsOk("r1", 2), { type: "PauseAutomation" });
    expect(t.when({ type: "StopAutomation" }).types).toEqual(["AutomationStopped", "RunStopped"]);
  });

  it("when the interval changes while waiting, then the next run moves to the end of the last run plus the new interval", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), ...stepsOk("r1"));
    const lastRunAt = Date.parse(t.state.context.lastRunAt ?? "");
    const { types, state } = t.when({ type: "SetInterval", minutes: 30 });
    expect(types).toEqual(["IntervalChanged", "NextRunScheduled"]);
    expect(Date.parse(state.context.nextRunAt ?? "")).toBe(lastRunAt + 30 * MINUTE);
    expect(t.rejects({ type: "BeginRun", runId: "r2", scheduleId: "id-2" })).toBe("This run was rescheduled");
  });

  it("when the max run time is reached, then the automation stops, not counting paused time", () => {
    const t = given({ type: "SetMaxRunTime", minutes: 5 }, { type: "StartAutomation" });
    t.when({ type: "PauseAutomation" }, 2 * MINUTE);
    t.when({ type: "ResumeAutomation" }, 60 * MINUTE);
    expect(statusView(t.state, new Date(T0 + 2000 + 62 * MINUTE + 1000)).remainingTimeMinutes).toBeCloseTo(3, 1);
    expect(t.when({ type: "CheckDeadline" }, 2 * MINUTE).types).toEqual(["DeadlineScheduled"]);
    const { types, state } = t.when({ type: "CheckDeadline" }, MINUTE + 1000);
    expect(types).toEqual(["AutomationStopped"]);
    expect(lifecycleOf(state)).toBe("stopped");
    expect(state.context.stopReason).toBe("max_run_time");
  });

  it("when a run's worker died, then the run is aborted and counts as a failure", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), { type: "BeginStep", runId: "r1", step: "select_topic" });
    const { types, state, events } = t.when({ type: "AbortRun", runId: "r1", reason: "worker died" });
    expect(types).toEqual(["RunAborted", "NextRunScheduled"]);
    expect(events[0]?.data).toMatchObject({ step: "select_topic" });
    expect(state.context.errorCount).toBe(1);
    expect(state.context.runId).toBeNull();
  });

  it("when a stale or duplicate step fact arrives, then it is refused", () => {
    const t = given({ type: "StartAutomation" }, run("r1"), { type: "BeginStep", runId: "r1", step: "select_topic" });
    expect(t.rejects({ type: "BeginStep", runId: "r1", step: "select_topic" })).toMatch(/cannot start now/);
    expect(
      t.rejects({ type: "CompleteStep", runId: "other", step: "select_topic", durationMs: 1, message: "" }),
    ).toMatch(/not in flight/);
    expect(t.rejects({ type: "BeginRun", runId: "r2", scheduleId: "id-1" })).toBe("A run is already in progress");
  });
});
