/** An error from pg-boss's background work (polling, supervision, maintenance), reduced to what is safe to log. */
export class JobQueueError extends Error {
  override readonly name = "JobQueueError";
  /** The SQLSTATE when the database raised it. */
  readonly code: string | undefined;
  /** The queue whose worker hit it, when pg-boss says. */
  readonly queue: string | undefined;

  constructor(message: string, details: { code?: string; queue?: string } = {}) {
    super(message);
    this.code = details.code;
    this.queue = details.queue;
  }
}

/**
 * pg-boss emits plain objects spread from the original error (`{ ...err, message, stack, queue }`),
 * which can carry a driver error's `detail` (row values), `where` or query parameters. Only the
 * message, SQLSTATE, queue name and stack are kept.
 */
export function toJobQueueError(raw: unknown): JobQueueError {
  const source = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const message = typeof source.message === "string" ? source.message : String(raw);
  const error = new JobQueueError(message, {
    ...(typeof source.code === "string" ? { code: source.code } : {}),
    ...(typeof source.queue === "string" ? { queue: source.queue } : {}),
  });
  if (typeof source.stack === "string") error.stack = source.stack;
  return error;
}
