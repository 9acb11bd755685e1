import type { Response } from "express";
import { holdSession, type WriteGuard } from "../db/session-held";

/**
 * The guard of an admin request: its session (the session check leaves its hash in `res.locals.sessionHash`) is
 * held for the transaction. The API key, which no revocation ends, needs none.
 */
export function writeGuardOf(res: Response): WriteGuard {
  const hash = res.locals.sessionHash;
  return typeof hash === "string" ? (trx) => holdSession(trx, hash) : async () => undefined;
}
