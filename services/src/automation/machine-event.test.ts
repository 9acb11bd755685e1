import { AUTOMATION_EVENT_TYPES } from "@movebreak/shared/automation-events";
import { describeEvent } from "@movebreak/shared/describe-event";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "./events";
import { automationMachine } from "./machine";
import { machineEventName } from "./machine-event";

describe("stored event types as the machine and the console see them", () => {
  it("when a stored type is named, then the machine event follows the one rule", () => {
    expect(machineEventName("NextRunScheduled")).toBe("next_run.scheduled");
    expect(machineEventName("MaxRunTimeChanged")).toBe("max_run_time.changed");
    expect(machineEventName("LogsCleared")).toBe("logs.cleared");
    expect(machineEventName("RunStarted")).toBe("run.started");
  });

  it("when the machine is read, then every stored type reaches an event it handles somewhere", () => {
    const handled = JSON.stringify(automationMachine.definition);
    for (const type of AUTOMATION_EVENT_TYPES) expect(handled, type).toContain(`"${machineEventName(type)}"`);
  });

  it("when a type has no console line of its own, then the console still names it and who did it", () => {
    const event = { type: "PagePinned", data: {}, meta: { actor: "admin" }, seq: 1 } as unknown as StoredEvent;
    expect(describeEvent(event, "console")).toEqual([{ level: "info", message: "Page pinned (admin)" }]);
  });
});
