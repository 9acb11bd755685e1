import { yieldToEventLoop } from "./event-loop";

/**
 * A step ran out of time. Its name matches the DOMException that `AbortSignal.timeout` fires, so code
 * under the step that tells a timeout from another abort by `error.name` (the Pinterest client) sees one.
 */
export class StepTimeoutError extends Error {
  override readonly name = "TimeoutError";

  constructor(
    readonly label: string,
    readonly timeoutMs: number,
  ) {
    // Under a second (tests, drills) in ms: "longer than 0 s" would say nothing.
    super(`${label} took longer than ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`);
  }
}

/**
 * How a step ended. "aborted": the caller's signal fired and the step then failed (usually because of
 * it); a step that finishes its work despite the abort is "completed". "failed": the step's own error.
 */
export type StepOutcome<T> =
  | { status: "completed"; value: T; durationMs: number }
  | { status: "timeout"; error: StepTimeoutError; durationMs: number }
  | { status: "aborted"; error: unknown; durationMs: number }
  | { status: "failed"; error: unknown; durationMs: number };

export interface RunStepOptions {
  /** Names the step in the timeout's message: "<label> took longer than <n> s". */
  label: string;
  timeoutMs: number;
  /** The caller's stop (a job losing its claim, the server stopping, an enclosing step's timeout). */
  signal?: AbortSignal;
}

/**
 * Runs one step of work with a timeout. The step gets a signal that fires on the timeout (with the
 * StepTimeoutError) or when the caller's signal fires (with its reason). On a timeout the outcome is
 * returned at once, the step left to unwind on its own; on the caller's abort it waits for the step to
 * settle, so a stopping worker never leaves a step running behind a retried job's next one.
 */
export async function runStep<T>(
  step: (signal: AbortSignal) => Promise<T>,
  options: RunStepOptions,
): Promise<StepOutcome<T>> {
  // A turn of the event loop before every step: with PGlite a run is otherwise one long microtask chain
  // in which no timer (this timeout among them) and no request gets a turn (lib/event-loop.ts).
  await yieldToEventLoop();
  const parent = options.signal;
  if (parent?.aborted) return { status: "aborted", error: parent.reason, durationMs: 0 };

  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const timeout = new AbortController();
  const signal = parent ? AbortSignal.any([parent, timeout.signal]) : timeout.signal;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<StepOutcome<T>>((resolve) => {
    timer = setTimeout(() => {
      const error = new StepTimeoutError(options.label, options.timeoutMs);
      // Settled before the abort, so the step's reaction to its signal cannot win the race.
      resolve({ status: "timeout", error, durationMs: elapsed() });
      timeout.abort(error);
    }, options.timeoutMs);
  });
  // Async, so a step that throws before its first await fails like one that rejects; handled either
  // way, so a step that fails after its timeout is no unhandled rejection.
  const settled = (async (): Promise<StepOutcome<T>> => {
    try {
      return { status: "completed", value: await step(signal), durationMs: elapsed() };
    } catch (error) {
      return { status: parent?.aborted ? "aborted" : "failed", error, durationMs: elapsed() };
    }
  })();
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message an outcome's error is recorded with. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
