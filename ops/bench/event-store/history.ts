import { AUTOMATION_STREAM, STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { EventMeta, NewEvent } from "../../../services/src/automation/events";

/** One event as the store keeps it, before it has a seq. */
export interface HistoryEvent {
  streamId: string;
  version: number;
  type: NewEvent["type"];
  data: NewEvent["data"];
  meta: EventMeta;
  occurredAt: Date;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same history. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAINS = ["neck pain", "lower back pain", "stiff shoulders", "tight hips", "wrist strain", "eye strain"];
const CONTEXTS = ["at the desk", "on a long flight", "in a hotel room", "after a meeting", "in the car", "at home"];
const PEOPLE = ["remote workers", "developers", "nurses", "students", "drivers", "designers"];
const SYSTEM: EventMeta = { actor: "system", cause: "job bench" };
const ADMIN: EventMeta = { actor: "admin", requestId: "req-bench" };

export interface HistoryOptions {
  seed?: number;
  /** Probability that a run fails at some step. */
  failureRate?: number;
  /** Probability that a run is aborted mid-step (a worker died). */
  abortRate?: number;
  /** Probability of a pause/resume between two runs, and again of one in the middle of a run. */
  pauseRate?: number;
  /** Probability of an operator stop (and a later start) between two runs, and again of one in the middle of a run. */
  stopRate?: number;
  /** An operator clears the logs about once every this many events (about weekly at the default interval). */
  clearLogsEvery?: number;
  startAt?: Date;
}

/**
 * Realistic automation histories, valid for the machine's fold: AutomationStarted,
 * then runs of RunStarted + 8 x (StepStarted, StepCompleted) + RunCompleted +
 * NextRunScheduled; some runs fail (StepFailed, RunFailed) or are aborted, three
 * failures in a row stop the automation in error (the operator starts it again),
 * an operator sometimes pauses and resumes, changes the interval, or clears the
 * logs. Yields events in stream order; `take(n)` gives exactly n of them.
 */
export class HistoryGenerator {
  private readonly random: () => number;
  private readonly options: Required<Omit<HistoryOptions, "seed" | "startAt">>;
  private time: number;
  private version = 0;
  private runCounter = 0;
  private pageId = 0;
  private consecutiveFailures = 0;
  private sinceClear = 0;
  private queue: HistoryEvent[] = [];
  private intervalMinutes = 2;

  constructor(options: HistoryOptions = {}) {
    this.random = prng(options.seed ?? 42);
    this.options = {
      failureRate: options.failureRate ?? 0.04,
      abortRate: options.abortRate ?? 0.003,
      pauseRate: options.pauseRate ?? 0.005,
      stopRate: options.stopRate ?? 0.002,
      clearLogsEvery: options.clearLogsEvery ?? 100_000,
    };
    this.time = (options.startAt ?? new Date("2026-01-01T00:00:00Z")).getTime();
  }

  /** The next n events of the history. */
  take(n: number): HistoryEvent[] {
    while (this.queue.length < n) this.generateChunk();
    return this.queue.splice(0, n);
  }

  private push(type: NewEvent["type"], data: NewEvent["data"], meta: EventMeta = SYSTEM, advanceMs = 5) {
    this.time += advanceMs;
    this.version += 1;
    this.sinceClear += 1;
    this.queue.push({
      streamId: AUTOMATION_STREAM,
      version: this.version,
      type,
      data,
      meta,
      occurredAt: new Date(this.time),
    });
  }

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)] as T;
  }

  private id(): string {
    const hex = (n: number) =>
      Math.floor(this.random() * 16 ** n)
        .toString(16)
        .padStart(n, "0");
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(6)}${hex(6)}`;
  }

  private scheduleNext(meta: EventMeta = SYSTEM) {
    const runAt = new Date(this.time + this.intervalMinutes * 60_000).toISOString();
    this.push("NextRunScheduled", { runAt, scheduleId: this.id() }, meta);
  }

  private generateChunk() {
    if (this.version === 0) {
      this.push("AutomationStarted", { intervalMinutes: this.intervalMinutes, maxRunTimeMinutes: null }, ADMIN);
      this.scheduleNext(ADMIN);
      return;
    }
    // Between runs: the operator sometimes steps in.
    if (this.sinceClear >= this.options.clearLogsEvery) {
      this.sinceClear = 0;
      this.push("LogsCleared", {}, ADMIN, 1_000);
    }
    const operator = this.random();
    if (operator < this.options.pauseRate) {
      this.push("AutomationPaused", {}, ADMIN, 10_000);
      this.push("AutomationResumed", {}, ADMIN, 600_000);
      this.scheduleNext(ADMIN);
    } else if (operator < this.options.pauseRate + this.options.stopRate) {
      this.push("AutomationStopped", { reason: "operator" }, ADMIN, 10_000);
      this.consecutiveFailures = 0;
      this.push(
        "AutomationStarted",
        { intervalMinutes: this.intervalMinutes, maxRunTimeMinutes: null },
        ADMIN,
        3_600_000,
      );
      this.scheduleNext(ADMIN);
    } else if (this.random() < 0.002) {
      this.intervalMinutes = this.pick([2, 5, 10, 30]);
      this.push("IntervalChanged", { minutes: this.intervalMinutes }, ADMIN, 1_000);
    }
    this.time += this.intervalMinutes * 60_000;
    this.run();
  }

  private run() {
    const runId = this.id();
    this.runCounter += 1;
    this.push("RunStarted", { runId });
    const roll = this.random();
    const failAt = roll < this.options.failureRate ? 1 + Math.floor(this.random() * 8) : 0;
    const abortAt =
      failAt === 0 && roll < this.options.failureRate + this.options.abortRate ? 1 + Math.floor(this.random() * 8) : 0;
    const topic = `${this.pick(PAINS)} ${this.pick(CONTEXTS)} for ${this.pick(PEOPLE)}`;
    let executionMs = 0;
    for (let index = 0; index < STEP_NAMES.length; index += 1) {
      const step = STEP_NAMES[index] as StepName;
      const stepNumber = index + 1;
      this.push("StepStarted", { runId, step, stepNumber }, SYSTEM, 20);
      const durationMs = 50 + Math.floor(this.random() * (step === "draft_content" ? 4_000 : 800));
      executionMs += durationMs;
      if (stepNumber === abortAt) {
        this.push(
          "RunAborted",
          {
            runId,
            durationMs: executionMs - durationMs,
            step,
            reason: `the worker running ${step} stopped (crash or restart)`,
          },
          SYSTEM,
          30_000,
        );
        this.afterFailure();
        return;
      }
      if (stepNumber === failAt) {
        const error = `${step.replace(/_/g, " ")} failed: upstream timeout after ${durationMs} ms`;
        this.push("StepFailed", { runId, step, stepNumber, durationMs, error }, SYSTEM, durationMs);
        this.push("RunFailed", { runId, durationMs: executionMs, step, error });
        this.afterFailure();
        return;
      }
      // The operator acts while the step runs: pause (the run goes on after the resume) or stop (the run ends).
      const midRun = abortAt === 0 && failAt === 0 ? this.random() : 1;
      if (midRun < this.options.pauseRate / 8) this.push("AutomationPaused", {}, ADMIN, 10);
      if (midRun >= this.options.pauseRate / 8 && midRun < (this.options.pauseRate + this.options.stopRate) / 8) {
        this.push("AutomationStopped", { reason: "operator" }, ADMIN, 10);
        this.push(
          "StepCompleted",
          { runId, step, stepNumber, durationMs, message: this.stepMessage(step, topic) },
          SYSTEM,
          durationMs,
        );
        this.push("RunStopped", { runId, durationMs: executionMs });
        this.consecutiveFailures = 0;
        this.push(
          "AutomationStarted",
          { intervalMinutes: this.intervalMinutes, maxRunTimeMinutes: null },
          ADMIN,
          600_000,
        );
        this.scheduleNext(ADMIN);
        return;
      }
      const published = stepNumber === STEP_NAMES.length;
      if (published) this.pageId += 1;
      this.push(
        "StepCompleted",
        {
          runId,
          step,
          stepNumber,
          durationMs,
          message: this.stepMessage(step, topic),
          ...(step === "research_keywords"
            ? { output: { primary: topic.split(" ").slice(0, 2).join(" "), secondary: ["stretch", "break", "relief"] } }
            : {}),
          ...(published ? { landingPageId: this.pageId } : {}),
          ...(step === "quality_check" && this.random() < 0.1
            ? { warnings: ["Description is close to the 160 character limit"] }
            : {}),
        },
        SYSTEM,
        durationMs,
      );
      if (midRun < this.options.pauseRate / 8) this.push("AutomationResumed", {}, ADMIN, 600_000);
    }
    this.push("RunCompleted", { runId, durationMs: executionMs, landingPageId: this.pageId });
    this.consecutiveFailures = 0;
    this.scheduleNext();
  }

  private afterFailure() {
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures >= 3) {
      this.push("AutomationStopped", { reason: "consecutive_failures" });
      this.consecutiveFailures = 0;
      this.push(
        "AutomationStarted",
        { intervalMinutes: this.intervalMinutes, maxRunTimeMinutes: null },
        ADMIN,
        3_600_000,
      );
      this.scheduleNext(ADMIN);
      return;
    }
    this.scheduleNext();
  }

  private stepMessage(step: StepName, topic: string): string {
    switch (step) {
      case "select_topic":
        return `Topic selected: ${topic}`;
      case "research_keywords":
        return `Keywords researched for ${topic} (intent: informational)`;
      case "match_exercises":
        return `Matched 6 exercises for ${topic}`;
      case "draft_content":
        return `Drafted 1180 words for ${topic} (template-v1)`;
      case "write_metadata":
        return "SEO title, description, keywords and Open Graph fields written";
      case "create_media":
        return "Hero image and Pinterest poster (1000x1500) rendered";
      case "quality_check":
        return "Quality check passed: schema, slug, length and duplication";
      case "publish":
        return `Published page #${this.pageId}`;
    }
  }
}
