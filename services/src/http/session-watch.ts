import type { Response } from "express";

/** Follows the session of a request: the signal aborts within a second of the session ending anywhere. */
export type SessionWatch = () => { signal: AbortSignal; stop(): void };

/** The session check leaves the watch of a request's session here (none for the API key). */
export function setSessionWatch(res: Response, watch: SessionWatch): void {
  res.locals.sessionWatch = watch;
}

export function sessionWatchOf(res: Response): SessionWatch | undefined {
  const watch = res.locals.sessionWatch;
  return typeof watch === "function" ? (watch as SessionWatch) : undefined;
}
