import { ADMIN_SESSION } from "@movebreak/shared/constants";
import { parse as parseCookies } from "cookie";
import type { Request, RequestHandler } from "express";
import { CROSS_SITE_REFUSED, isSameOrigin, MUTATING_METHODS, type SameOriginPolicy } from "../http/same-origin";
import { setSessionWatch } from "../http/session-watch";
import { secretsMatch } from "../lib/secrets-match";
import { hashSessionId } from "./secrets";
import { sessionOrigin } from "./session-origin";
import type { SessionStore } from "./session-store";

/** The session id from the x-admin-session header, else from the HttpOnly cookie. */
export function readSessionId(req: Request, cookieName: string): string | undefined {
  return readSessionCredential(req, cookieName)?.sessionId;
}

/** The session id and where it came from: only a cookie is sent by the browser on its own (CSRF). */
export function readSessionCredential(
  req: Request,
  cookieName: string,
): { sessionId: string; from: "header" | "cookie" } | undefined {
  const header = req.get(ADMIN_SESSION.headerName);
  if (header) return { sessionId: header, from: "header" };
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const cookie = cookies[cookieName];
  return cookie ? { sessionId: cookie, from: "cookie" } : undefined;
}

export interface RequireAdminOptions {
  sessions: SessionStore;
  cookieName: string;
  /** ADMIN_API_KEY: accepted as a Bearer token where apiKeyPaths match. */
  apiKey: string | undefined;
  apiKeyPaths: RegExp;
  /** Whose Origin a mutation authenticated by the cookie must carry (CSRF). */
  sameOrigin: SameOriginPolicy;
}

/**
 * Every admin API answers 401 without a valid session (or, for export/import, the API key).
 * A POST/PUT/PATCH/DELETE whose session comes from the cookie, which a browser attaches by
 * itself, must also carry the site's Origin (or Referer): else 403, before the session is looked up.
 * The x-admin-session header and the Bearer key are never sent by a browser on its own and pass.
 */
export function requireAdmin(options: RequireAdminOptions): RequestHandler {
  return async (req, res, next) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get("authorization") ?? "")?.[1];
    if (bearer && options.apiKey && options.apiKeyPaths.test(req.originalUrl) && secretsMatch(bearer, options.apiKey)) {
      res.locals.actor = "api-key";
      next();
      return;
    }
    const credential = readSessionCredential(req, options.cookieName);
    if (credential?.from === "cookie" && MUTATING_METHODS.has(req.method) && !isSameOrigin(req, options.sameOrigin)) {
      res.status(403).json({ error: CROSS_SITE_REFUSED });
      return;
    }
    const sessionId = credential?.sessionId;
    // A session this instance confirmed in the last second answers a read at once (the dashboard's polls); a
    // write always asks the database, and holds the session in its own transaction (http/write-guard.ts).
    const valid = sessionId ? options.sessions.isValid(sessionId, { fresh: MUTATING_METHODS.has(req.method) }) : false;
    if (sessionId && (valid === true || (valid !== false && (await valid)))) {
      // Who issued a command, for the audit trail: the session, never its id.
      const sessionHash = hashSessionId(sessionId);
      res.locals.actor = actorOfSession(sessionHash);
      // What binds per-session data (a Pinterest OAuth state) to this session without keeping its id.
      res.locals.sessionHash = sessionHash;
      // What a long answer (an event stream) follows to end when its session does.
      setSessionWatch(res, () => options.sessions.watch(sessionId));
      // When and from where it was last used (at most once a minute; a promise only when a write is due).
      const touching = options.sessions.touch(sessionId, () => sessionOrigin(req.ip, req.get("user-agent")));
      if (touching) {
        // Bookkeeping: a failure to write it is logged, and the request goes on.
        await touching.catch((error: unknown) => req.log?.warn({ err: error }, "could not record the session's use"));
      }
      next();
      return;
    }
    res.status(401).json({ error: "Authentication required" });
  };
}

/** How the audit trail names a session: a short prefix of its hash, never the id itself. */
export function actorOfSession(sessionHash: string): string {
  return `admin (session ${sessionHash.slice(0, 8)})`;
}
