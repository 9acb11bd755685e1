import { SessionParamsSchema } from "@movebreak/shared/contracts/admin-sessions";
import { type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { listActiveSessions, revokeOtherSessions, revokeSession, sessionLabel } from "./active-sessions";
import { auditMetaOf } from "./audit/audit-meta";
import type { SessionStore } from "./session-store";

/** The session check leaves the caller's session hash here; only a session (not the API key) reaches these routes. */
function currentHashOf(res: Response): string {
  const hash = res.locals.sessionHash;
  if (typeof hash !== "string") throw new HttpError(401, "Authentication required");
  return hash;
}

/**
 * GET /sessions lists the active sessions, DELETE /sessions/{id} ends one (by its label, never its id),
 * POST /sessions/revoke-others ends all but the caller's. Each ending is audited; every instance stops trusting
 * an ended session at once (session-store.ts, ended). The caller's own session is checked in the same
 * transaction: a session ended a moment ago cannot end the others.
 */
export function activeSessionRoutes(deps: { db: Kysely<Database>; sessions: SessionStore; clock: Clock }): Router {
  const router = Router();

  router.get("/sessions", async (_req, res) => {
    res.json({ sessions: await listActiveSessions(deps.db, currentHashOf(res), deps.clock()) });
  });

  router.post("/sessions/revoke-others", async (req, res) => {
    const currentHash = currentHashOf(res);
    const ended = await revokeOtherSessions(deps.db, { currentHash, meta: auditMetaOf(req, res), now: deps.clock() });
    deps.sessions.ended(ended);
    res.json({ success: true, revoked: ended.map(sessionLabel) });
  });

  router.delete("/sessions/:id", async (req, res) => {
    const { id } = parseInput(SessionParamsSchema, req.params);
    const result = await revokeSession(deps.db, {
      label: id,
      currentHash: currentHashOf(res),
      meta: auditMetaOf(req, res),
      now: deps.clock(),
    });
    switch (result.outcome) {
      case "revoked":
        deps.sessions.ended(result.idHashes);
        res.json({ success: true, revoked: [id] });
        return;
      case "not-found":
        throw new HttpError(404, `No active session ${id}`);
      case "current":
        throw new HttpError(409, "This is the session you are using: log out to end it");
      case "ambiguous":
        throw new HttpError(409, `More than one session is labelled ${id}: end them with "Log out everywhere else"`);
      default:
        return assertNever(result);
    }
  });

  return router;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected outcome ${JSON.stringify(value)}`);
}
