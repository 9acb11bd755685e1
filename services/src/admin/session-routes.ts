import { LoginRequestSchema } from "@movebreak/shared/contracts/admin";
import { type CookieOptions, type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { secretsMatch } from "../lib/secrets-match";
import { auditMetaOf } from "./audit/audit-meta";
import { recordAdminAuditAlone } from "./audit/record-admin-audit";
import { actorOfSession, readSessionId } from "./credential-routes";
import type { LoginAttempts } from "./login-attempts";
import { hashSessionId } from "./secrets";
import { sessionOrigin } from "./session-origin";
import type { SessionStore } from "./session-store";

export interface SessionRoutesDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  adminToken: string;
  cookieName: string;
  secureCookies: boolean;
  clock: Clock;
  /** Failed logins per address and window (login-attempts.ts). */
  loginAttempts: LoginAttempts;
}

const tooManyFailures = (res: Response) =>
  res.status(429).json({ success: false, error: "Too many failed login attempts. Try again in 15 minutes." });

/** Every address together has failed too often: logins are paused for the window, but from the trusted addresses. */
const tooManyFailuresInAll = (res: Response) =>
  res.status(429).json({
    success: false,
    error:
      "Too many failed login attempts from many addresses: logins are paused for up to 15 minutes, " +
      "except from the addresses in ADMIN_LOGIN_ADDRESSES.",
  });

/**
 * In front of POST /login, before its body is parsed: an address past its failures for the window (as this
 * instance knows it) is refused from memory, so a flood of logins over the limit never reaches the database.
 */
export function refuseSpentLogins(attempts: LoginAttempts): RequestHandler {
  return (req, res, next) =>
    req.method === "POST" && attempts.refusedInMemory(req.ip ?? "unknown") ? void tooManyFailures(res) : next();
}

/** POST /login and GET /session are public; /logout is mounted after the session check. */
export function publicSessionRoutes(deps: SessionRoutesDeps): Router {
  const router = Router();
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: "strict",
    secure: deps.secureCookies,
    path: "/",
  };

  router.post("/login", async (req, res) => {
    const ip = req.ip ?? "unknown";
    const { token } = parseInput(LoginRequestSchema, req.body);
    // Counted before the comparison: concurrent attempts cannot compare more tokens than the budget.
    const refused = await deps.loginAttempts.reserve(ip);
    if (refused === "address") return void tooManyFailures(res);
    if (refused === "all") return void tooManyFailuresInAll(res);
    if (!secretsMatch(token, deps.adminToken)) {
      // The attempt stays counted; the audit gets one event for the window when it ends.
      res.status(401).json({ success: false, error: "Invalid admin token" });
      return;
    }
    await deps.loginAttempts.refund(ip);
    const { sessionId, expiresAt } = await deps.sessions.create("admin", sessionOrigin(req.ip, req.get("user-agent")));
    await recordAdminAuditAlone(
      deps.db,
      { type: "AdminLoggedIn", data: { via: "token" } },
      { ...auditMetaOf(req, res), actor: actorOfSession(hashSessionId(sessionId)) },
      deps.clock(),
    );
    res.cookie(deps.cookieName, sessionId, { ...cookieOptions, expires: expiresAt });
    res.json({ success: true, sessionId });
  });

  router.get("/session", async (req, res) => {
    const sessionId = readSessionId(req, deps.cookieName);
    res.setHeader("Cache-Control", "no-store");
    res.json({ authenticated: sessionId ? await deps.sessions.isValid(sessionId) : false });
  });

  return router;
}

export function logoutRoute(
  deps: Pick<SessionRoutesDeps, "db" | "sessions" | "cookieName" | "secureCookies" | "clock">,
): Router {
  const router = Router();
  router.post("/logout", async (req, res) => {
    const sessionId = readSessionId(req, deps.cookieName);
    if (sessionId) await deps.sessions.revoke(sessionId);
    // Recorded once the session is gone: there is no session left to hold.
    const { sessionHash: _ended, ...meta } = auditMetaOf(req, res);
    await recordAdminAuditAlone(deps.db, { type: "AdminLoggedOut", data: {} }, meta, deps.clock());
    res.clearCookie(deps.cookieName, { httpOnly: true, sameSite: "strict", secure: deps.secureCookies, path: "/" });
    res.json({ success: true, message: "Logged out" });
  });
  return router;
}
