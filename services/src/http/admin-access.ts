import type { Request, RequestHandler, Router } from "express";
import type { SameOriginPolicy } from "./same-origin";

/**
 * What the admin domain gives the HTTP app to let operators in (admin/access.ts): create-app.ts mounts each
 * piece at its place in the fixed order and knows nothing of sessions, tokens or keys.
 */
export interface AdminAccess {
  /** An operator's request this instance has confirmed lately (or the API key where accepted): the budget skips it. */
  confirmed(req: Request): boolean;
  /** In front of POST /api/admin/login, before its body is parsed. */
  refuseSpentLogins: RequestHandler;
  /** Login and the session probe, under /api/admin before the session check. */
  publicRoutes: Router;
  /** The session check in front of every admin API prefix. */
  requireAdmin: RequestHandler;
  /** Under /api/admin behind the session check: logout and the active sessions. */
  routes: Router;
}

/** How the app's policy reaches the admin's pieces: the cookie, the origin a mutation must come from, the key's paths. */
export interface AdminAccessPolicy {
  cookieName: string;
  secureCookies: boolean;
  /** Whose Origin a mutation authenticated by the cookie must carry (CSRF). */
  sameOrigin: SameOriginPolicy;
  /** Where ADMIN_API_KEY is accepted as a Bearer token. */
  apiKeyPaths: RegExp;
}

export type AdminAccessFactory = (policy: AdminAccessPolicy) => AdminAccess;
