import { LOGIN_RATE_LIMIT } from "@movebreak/shared/constants";
import { LoginRequestSchema } from "@movebreak/shared/contracts/admin";
import { type CookieOptions, Router } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { actorOfSession, readSessionId } from "../http/admin-credentials";
import { auditMetaOf } from "../http/audit-meta";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { recordAdminAuditAlone } from "./audit/record-admin-audit";
import { databaseRateLimitStore } from "./rate-limit-store";
import { hashSessionId, secretsMatch } from "./secrets";
import { sessionOrigin } from "./session-origin";
import type { SessionStore } from "./session-store";

export interface SessionRoutesDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  adminToken: string;
  cookieName: string;
  secureCookies: boolean;
  clock: Clock;
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

  const loginLimiter = rateLimit({
    windowMs: LOGIN_RATE_LIMIT.windowMs,
    limit: LOGIN_RATE_LIMIT.maxFailures,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: databaseRateLimitStore(deps.db, deps.clock, "admin-login") as unknown as Store,
    handler: (_req, res) => {
      res.status(429).json({ success: false, error: "Too many failed login attempts. Try again in 15 minutes." });
    },
  });

  router.post("/login", loginLimiter, async (req, res) => {
    const { token } = parseInput(LoginRequestSchema, req.body);
    if (!secretsMatch(token, deps.adminToken)) {
      await recordAdminAuditAlone(
        deps.db,
        { type: "AdminLoginFailed", data: { ip: req.ip ?? null } },
        auditMetaOf(req, res),
        deps.clock(),
      );
      res.status(401).json({ success: false, error: "Invalid admin token" });
      return;
    }
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
    await recordAdminAuditAlone(deps.db, { type: "AdminLoggedOut", data: {} }, auditMetaOf(req, res), deps.clock());
    res.clearCookie(deps.cookieName, { httpOnly: true, sameSite: "strict", secure: deps.secureCookies, path: "/" });
    res.json({ success: true, message: "Logged out" });
  });
  return router;
}
