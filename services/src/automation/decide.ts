import { AUTOMATION_LIMITS, STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import { z } from "zod";
import { type AutomationState, currentStepName, lifecycleOf, remainingMs } from "./automation";
import type { NewEvent } from "./events";

const RunId = z.string().min(1).max(64);
const Step = z.enum(STEP_NAMES);

/**
 * Commands from the operator (API) and facts from the runner, all checked against the machine: one schema
 * each, so the random histories of the property tests (testing/random-history.ts) send every command there is.
 */
export const COMMANDS = {
  StartAutomation: z.object({}),
  PauseAutomation: z.object({}),
  ResumeAutomation: z.object({}),
  StopAutomation: z.object({}),
  SetInterval: z.object({
    minutes: z.number().int().min(AUTOMATION_LIMITS.interval.min).max(AUTOMATION_LIMITS.interval.max),
  }),
  SetMaxRunTime: z.object({
    minutes: z.number().int().min(AUTOMATION_LIMITS.maxRunTime.min).max(AUTOMATION_LIMITS.maxRunTime.max).nullable(),
  }),
  SetTopicLearning: z.object({ enabled: z.boolean() }),
  ClearLogs: z.object({}),
  BeginRun: z.object({ scheduleId: z.string(), runId: RunId }),
  BeginStep: z.object({ runId: RunId, step: Step }),
  CompleteStep: z.object({
    runId: RunId,
    step: Step,
    durationMs: z.number().int().nonnegative(),
    message: z.string(),
    output: z.unknown().optional(),
    landingPageId: z.number().int().nullable().optional(),
    warnings: z.array(z.string()).optional(),
  }),
  FailStep: z.object({ runId: RunId, step: Step, durationMs: z.number().int().nonnegative(), error: z.string() }),
  AbortRun: z.object({ runId: RunId, reason: z.string() }),
  CheckDeadline: z.object({}),
} as const;

export type CommandType = keyof typeof COMMANDS;
type CommandData<T extends CommandType> = z.output<(typeof COMMANDS)[T]>;
/** A command as decided; an empty schema's `Record<string, never>` would refuse the `type` beside it. */
export type Command = {
  [T in CommandType]: { type: T } & (string extends keyof CommandData<T> ? unknown : CommandData<T>);
}[CommandType];

export interface DecideContext {
  now: Date;
  newId: () => string;
  /** Length of a "minute" in ms: 60 000 in production, shorter in tests. */
  minuteMs: number;
}

export interface Decision {
  events: NewEvent[];
  message: string;
}

/** The command is not possible in the current state (HTTP 409 for operator commands). */
export class CommandRejected extends Error {}

const reject = (message: string): never => {
  throw new CommandRejected(message);
};

const stepNumberOf = (step: StepName) => STEP_NAMES.indexOf(step) + 1;

export function decide(state: AutomationState, command: Command, ctx: DecideContext): Decision {
  const lifecycle = lifecycleOf(state);
  const c = state.context;
  const iso = (ms: number) => new Date(ctx.now.getTime() + ms).toISOString();
  const nextRun = (afterMs: number): NewEvent => ({
    type: "NextRunScheduled",
    data: { runAt: iso(afterMs), scheduleId: ctx.newId() },
  });
  const deadlineIn = (remaining: number | null): NewEvent[] =>
    remaining === null ? [] : [{ type: "DeadlineScheduled", data: { checkAt: iso(remaining) } }];

  /** After a run ends badly: the third failure in a row stops the automation in error. */
  const afterFailure = (): NewEvent[] => {
    if (lifecycle === "stopped" || lifecycle === "error") return [];
    if (c.consecutiveFailures + 1 >= AUTOMATION_LIMITS.consecutiveFailuresToStop) {
      return [{ type: "AutomationStopped", data: { reason: "consecutive_failures" } }];
    }
    return lifecycle === "running" ? [nextRun(c.intervalMinutes * ctx.minuteMs)] : [];
  };

  switch (command.type) {
    case "StartAutomation": {
      if (lifecycle === "running") reject("Automation is already running");
      if (lifecycle === "paused") reject("Automation is paused: resume it instead");
      if (c.runId !== null) reject("The last run is still finishing its current step: try again in a moment");
      const started: NewEvent = {
        type: "AutomationStarted",
        data: { intervalMinutes: c.intervalMinutes, maxRunTimeMinutes: c.maxRunTimeMinutes },
      };
      const deadline = c.maxRunTimeMinutes === null ? null : c.maxRunTimeMinutes * 60_000;
      return { events: [started, nextRun(0), ...deadlineIn(deadline)], message: "Automation started" };
    }
    case "PauseAutomation": {
      if (lifecycle === "paused") reject("Automation is already paused");
      if (lifecycle !== "running") reject("Automation is not running");
      return {
        events: [{ type: "AutomationPaused", data: {} }],
        message: c.stepInFlight ? "Automation will pause after the current step" : "Automation paused",
      };
    }
    case "ResumeAutomation": {
      if (lifecycle !== "paused")
        reject(lifecycle === "running" ? "Automation is already running" : "Automation is not paused");
      const resumed: NewEvent = { type: "AutomationResumed", data: {} };
      // Between runs the wait goes on from where it was; mid-run the runner continues the same run.
      const schedule =
        c.runId === null
          ? [
              nextRun(
                Math.max(
                  0,
                  (c.lastRunAt ? Date.parse(c.lastRunAt) : 0) + c.intervalMinutes * ctx.minuteMs - ctx.now.getTime(),
                ),
              ),
            ]
          : [];
      return { events: [resumed, ...schedule, ...deadlineIn(remainingMs(c, ctx.now))], message: "Automation resumed" };
    }
    case "StopAutomation": {
      if (lifecycle === "stopped" || lifecycle === "error") reject("Automation is already stopped");
      const stopped: NewEvent = { type: "AutomationStopped", data: { reason: "operator" } };
      const endRun: NewEvent[] =
        c.runId !== null && !c.stepInFlight
          ? [{ type: "RunStopped", data: { runId: c.runId, durationMs: c.runExecutionMs } }]
          : [];
      return {
        events: [stopped, ...endRun],
        message: c.stepInFlight ? "Automation stopped: the current step finishes first" : "Automation stopped",
      };
    }
    case "SetInterval": {
      const events: NewEvent[] = [{ type: "IntervalChanged", data: { minutes: command.minutes } }];
      // A waiting automation moves its next run to the new interval, counted from the end of the last run.
      if (lifecycle === "running" && c.runId === null && c.nextRunAt !== null) {
        const from = c.lastRunAt ? Date.parse(c.lastRunAt) : ctx.now.getTime();
        events.push(nextRun(Math.max(0, from + command.minutes * ctx.minuteMs - ctx.now.getTime())));
      }
      return { events, message: `Interval updated to ${command.minutes} minute${command.minutes === 1 ? "" : "s"}` };
    }
    case "SetTopicLearning":
      return {
        events: [{ type: "TopicLearningChanged", data: { enabled: command.enabled } }],
        message: command.enabled
          ? "Topic learning on: step 1 weighs topics by their pages' store clicks"
          : "Topic learning off: step 1 spreads topics across the matrix only",
      };
    case "SetMaxRunTime": {
      const events: NewEvent[] = [{ type: "MaxRunTimeChanged", data: { minutes: command.minutes } }];
      if (lifecycle === "running" && command.minutes !== null) {
        events.push(...deadlineIn(remainingMs({ ...c, maxRunTimeMinutes: command.minutes }, ctx.now)));
      }
      return {
        events,
        message:
          command.minutes === null ? "Max run time set to unlimited" : `Max run time set to ${command.minutes} minutes`,
      };
    }
    case "ClearLogs":
      return { events: [{ type: "LogsCleared", data: {} }], message: "Logs cleared" };
    case "BeginRun": {
      if (lifecycle !== "running") reject("Automation is not running");
      if (c.runId !== null) reject("A run is already in progress");
      if (c.scheduleId !== command.scheduleId) reject("This run was rescheduled");
      return { events: [{ type: "RunStarted", data: { runId: command.runId } }], message: "Run started" };
    }
    case "BeginStep": {
      if (c.runId !== command.runId || currentStepName(state) !== command.step || c.stepInFlight) {
        reject(`Step ${command.step} of run ${command.runId} cannot start now`);
      }
      if (lifecycle !== "running") reject("Automation is not running");
      const remaining = remainingMs(c, ctx.now);
      if (remaining !== null && remaining <= 0) {
        return {
          events: [
            { type: "AutomationStopped", data: { reason: "max_run_time" } },
            { type: "RunStopped", data: { runId: command.runId, durationMs: c.runExecutionMs } },
          ],
          message: "Max run time reached",
        };
      }
      return {
        events: [
          {
            type: "StepStarted",
            data: { runId: command.runId, step: command.step, stepNumber: stepNumberOf(command.step) },
          },
        ],
        message: `Step ${command.step} started`,
      };
    }
    case "CompleteStep": {
      if (c.runId !== command.runId || currentStepName(state) !== command.step || !c.stepInFlight) {
        reject(`Step ${command.step} of run ${command.runId} is not in flight`);
      }
      const stepNumber = stepNumberOf(command.step);
      const completed: NewEvent = {
        type: "StepCompleted",
        data: {
          runId: command.runId,
          step: command.step,
          stepNumber,
          durationMs: command.durationMs,
          message: command.message,
          ...(command.output !== undefined ? { output: command.output } : {}),
          ...(command.landingPageId != null ? { landingPageId: command.landingPageId } : {}),
          ...(command.warnings?.length ? { warnings: command.warnings } : {}),
        },
      };
      const executionMs = c.runExecutionMs + command.durationMs;
      if (stepNumber === STEP_NAMES.length) {
        const landingPageId = command.landingPageId ?? c.lastLandingPageId;
        const schedule = lifecycle === "running" ? [nextRun(c.intervalMinutes * ctx.minuteMs)] : [];
        return {
          events: [
            completed,
            { type: "RunCompleted", data: { runId: command.runId, durationMs: executionMs, landingPageId } },
            ...schedule,
          ],
          message: "Run completed",
        };
      }
      // Stopped while the step ran: the run ends here, as stopped.
      const end: NewEvent[] =
        lifecycle === "stopped" || lifecycle === "error"
          ? [{ type: "RunStopped", data: { runId: command.runId, durationMs: executionMs } }]
          : [];
      return { events: [completed, ...end], message: `Step ${command.step} completed` };
    }
    case "FailStep": {
      if (c.runId !== command.runId || currentStepName(state) !== command.step || !c.stepInFlight) {
        reject(`Step ${command.step} of run ${command.runId} is not in flight`);
      }
      const durationMs = c.runExecutionMs + command.durationMs;
      return {
        events: [
          {
            type: "StepFailed",
            data: {
              runId: command.runId,
              step: command.step,
              stepNumber: stepNumberOf(command.step),
              durationMs: command.durationMs,
              error: command.error,
            },
          },
          { type: "RunFailed", data: { runId: command.runId, durationMs, step: command.step, error: command.error } },
          ...afterFailure(),
        ],
        message: `Step ${command.step} failed`,
      };
    }
    case "AbortRun": {
      if (c.runId !== command.runId) reject(`Run ${command.runId} is not in progress`);
      return {
        events: [
          {
            type: "RunAborted",
            data: {
              runId: command.runId,
              durationMs: c.runExecutionMs,
              step: currentStepName(state),
              reason: command.reason,
            },
          },
          ...afterFailure(),
        ],
        message: "Run aborted",
      };
    }
    case "CheckDeadline": {
      if (lifecycle !== "running") return { events: [], message: "Automation is not running" };
      const remaining = remainingMs(c, ctx.now);
      if (remaining === null) return { events: [], message: "No max run time" };
      if (remaining > 0) return { events: deadlineIn(remaining), message: "Max run time not reached yet" };
      const endRun: NewEvent[] =
        c.runId !== null && !c.stepInFlight
          ? [{ type: "RunStopped", data: { runId: c.runId, durationMs: c.runExecutionMs } }]
          : [];
      return {
        events: [{ type: "AutomationStopped", data: { reason: "max_run_time" } }, ...endRun],
        message: "Max run time reached",
      };
    }
    default: {
      const unknownCommand: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknownCommand)}`);
    }
  }
}
