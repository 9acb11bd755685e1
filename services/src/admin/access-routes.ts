import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AdminAccessFactory } from "../http/admin-access";
import type { Clock } from "../lib/clock";
import { secretsMatch } from "../lib/secrets-match";
import { activeSessionRoutes } from "./active-session-routes";
import { readSessionId, requireAdmin } from "./credential-routes";
import type { LoginAttempts } from "./login-attempts";
import { logoutRoute, publicSessionRoutes, refuseSpentLogins } from "./session-routes";
import type { SessionStore } from "./session-store";

/** The operators' way in (sessions, the admin token, the API key), for create-app.ts to mount. */
export function adminAccess(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sessions: SessionStore;
  /** Failed logins per address and window. */
  loginAttempts: LoginAttempts;
  adminToken: string;
  adminApiKey: string | undefined;
}): AdminAccessFactory {
  const { db, clock, sessions, loginAttempts, adminToken, adminApiKey: apiKey } = deps;
  return ({ cookieName, secureCookies, sameOrigin, apiKeyPaths }) => {
    const sessionDeps = { db, sessions, adminToken, cookieName, secureCookies, clock, loginAttempts };
    return {
      confirmed(req) {
        const sessionId = readSessionId(req, cookieName);
        if (sessionId) return sessions.isConfirmed(sessionId);
        const bearer = apiKey ? /^Bearer\s+(.+)$/i.exec(req.get("authorization") ?? "")?.[1] : undefined;
        return bearer !== undefined && apiKeyPaths.test(req.originalUrl) && secretsMatch(bearer, apiKey ?? "");
      },
      refuseSpentLogins: refuseSpentLogins(loginAttempts),
      publicRoutes: publicSessionRoutes(sessionDeps),
      requireAdmin: requireAdmin({ sessions, cookieName, apiKey, apiKeyPaths, sameOrigin }),
      routes: Router().use(logoutRoute(sessionDeps), activeSessionRoutes({ db, sessions, clock })),
    };
  };
}
