import { STEP_NAMES } from "@movebreak/shared/automation";
import type { StoredEvent } from "../events";
import type { ReadModel, Row } from "./read-model";

type Level = "info" | "warn" | "error";

interface Line {
  level: Level;
  message: string;
  step?: string;
  stepNumber?: number;
  executionTime?: number;
  runId?: string;
}

const short = (runId: string) => runId.slice(0, 8);
const minutes = (n: number | null) => (n === null ? "unlimited" : `${n} min`);
const stepLabel = (stepNumber: number) => `Step ${stepNumber}/${STEP_NAMES.length}`;

/** The console lines an event writes (pure). */
export function consoleLinesOf(event: StoredEvent): Line[] {
  switch (event.type) {
    case "AutomationStarted":
      return [
        {
          level: "info",
          message: `Automation started by ${event.meta.actor} (interval ${event.data.intervalMinutes} min, max run time ${minutes(event.data.maxRunTimeMinutes)})`,
        },
      ];
    case "AutomationPaused":
      return [{ level: "warn", message: `Automation paused by ${event.meta.actor}` }];
    case "AutomationResumed":
      return [{ level: "info", message: `Automation resumed by ${event.meta.actor}` }];
    case "AutomationStopped":
      return event.data.reason === "consecutive_failures"
        ? [{ level: "error", message: "Automation stopped after 3 consecutive failed runs" }]
        : event.data.reason === "max_run_time"
          ? [{ level: "warn", message: "Automation stopped: max run time reached" }]
          : [{ level: "warn", message: `Automation stopped by ${event.meta.actor}` }];
    case "NextRunScheduled":
      return [{ level: "info", message: `Next run scheduled for ${event.data.runAt}` }];
    case "IntervalChanged":
      return [{ level: "info", message: `Interval set to ${event.data.minutes} min by ${event.meta.actor}` }];
    case "MaxRunTimeChanged":
      return [{ level: "info", message: `Max run time set to ${minutes(event.data.minutes)} by ${event.meta.actor}` }];
    case "LogsCleared":
      return [{ level: "info", message: `Activity logs cleared by ${event.meta.actor}` }];
    case "DeadlineScheduled":
      return [];
    case "RunStarted":
      return [{ level: "info", message: `Run ${short(event.data.runId)} started`, runId: event.data.runId }];
    case "StepStarted":
      return [
        {
          level: "info",
          message: `${stepLabel(event.data.stepNumber)}: ${event.data.step} started`,
          step: event.data.step,
          stepNumber: event.data.stepNumber,
          runId: event.data.runId,
        },
      ];
    case "StepCompleted": {
      const { step, stepNumber, runId, message, durationMs, warnings } = event.data;
      const lines: Line[] = [{ level: "info", message, executionTime: durationMs, step, stepNumber, runId }];
      // A loop, not spreads: a rebuild builds these for every step of every run.
      if (warnings)
        for (const warning of warnings) lines.push({ level: "warn", message: warning, step, stepNumber, runId });
      return lines;
    }
    case "StepFailed":
      return [
        {
          level: "error",
          message: `${stepLabel(event.data.stepNumber)}: ${event.data.step} failed: ${event.data.error}`,
          step: event.data.step,
          stepNumber: event.data.stepNumber,
          executionTime: event.data.durationMs,
          runId: event.data.runId,
        },
      ];
    case "RunCompleted":
      return [
        {
          level: "info",
          message: `Run ${short(event.data.runId)} completed${event.data.landingPageId ? `: page #${event.data.landingPageId} published` : ""}`,
          executionTime: event.data.durationMs,
          runId: event.data.runId,
        },
      ];
    case "RunFailed":
      return [
        {
          level: "error",
          message: `Run ${short(event.data.runId)} failed at ${event.data.step}`,
          executionTime: event.data.durationMs,
          runId: event.data.runId,
        },
      ];
    case "RunAborted":
      return [
        {
          level: "error",
          message: `Run ${short(event.data.runId)} aborted: ${event.data.reason}`,
          runId: event.data.runId,
        },
      ];
    case "RunStopped":
      return [
        { level: "warn", message: `Run ${short(event.data.runId)} ended: automation stopped`, runId: event.data.runId },
      ];
    default: {
      // A type without its own line yet still shows in the console, named from its type.
      const { type, meta } = event as StoredEvent;
      const words = type
        .split(/(?=[A-Z])/)
        .join(" ")
        .toLowerCase();
      return [{ level: "info", message: `${words.charAt(0).toUpperCase()}${words.slice(1)} (${meta.actor})` }];
    }
  }
}

/** Console: each line's id is seq * 16 + its index (the first 16 lines of an event), so a rebuild writes the same rows. */
export const consoleLog: ReadModel<"automationConsole"> = {
  table: "automationConsole",
  evolve(event) {
    const lines = consoleLinesOf(event);
    if (lines.length === 0) return null;
    const rows: Row<"automationConsole">[] = [];
    for (let index = 0; index < Math.min(lines.length, 16); index += 1) {
      const line = lines[index] as Line;
      rows.push({
        id: event.seq * 16 + index,
        timestamp: event.occurredAt,
        level: line.level,
        step: line.step ?? null,
        stepNumber: line.stepNumber ?? null,
        message: line.message,
        executionTime: line.executionTime ?? null,
        runId: line.runId ?? null,
      });
    }
    return { type: "insert", rows };
  },
  isFinal: () => true,
  updatedBy: "id",
  columns: {
    id: "bigint",
    timestamp: "timestamptz",
    level: "text",
    step: "text",
    stepNumber: "int",
    message: "text",
    executionTime: "int",
    runId: "text",
  },
};
