import { ADMIN_SESSION } from "@movebreak/shared/constants";
import { parse as parseCookies } from "cookie";
import type { Request, RequestHandler } from "express";
import { hashSessionId, secretsMatch } from "../admin/secrets";
import type { SessionStore } from "../admin/session-store";

/** The session id from the x-admin-session header, else from the HttpOnly cookie. */
export function readSessionId(req: Request, cookieName: string): string | undefined {
  const header = req.get(ADMIN_SESSION.headerName);
  if (header) return header;
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  return cookies[cookieName] || undefined;
}

export interface RequireAdminOptions {
  sessions: SessionStore;
  cookieName: string;
  /** ADMIN_API_KEY: accepted as a Bearer token where apiKeyPaths match. */
  apiKey: string | undefined;
  apiKeyPaths: RegExp;
}

/** Every admin API answers 401 without a valid session (or, for export/import, the API key). */
export function requireAdmin(options: RequireAdminOptions): RequestHandler {
  return async (req, res, next) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get("authorization") ?? "")?.[1];
    if (bearer && options.apiKey && options.apiKeyPaths.test(req.originalUrl) && secretsMatch(bearer, options.apiKey)) {
      res.locals.actor = "api-key";
      next();
      return;
    }
    const sessionId = readSessionId(req, options.cookieName);
    if (sessionId && (await options.sessions.isValid(sessionId))) {
      // Who issued a command, for the audit trail: the session, never its id.
      const sessionHash = hashSessionId(sessionId);
      res.locals.actor = `admin (session ${sessionHash.slice(0, 8)})`;
      // What binds per-session data (a Pinterest OAuth state) to this session without keeping its id.
      res.locals.sessionHash = sessionHash;
      next();
      return;
    }
    res.status(401).json({ error: "Authentication required" });
  };
}
