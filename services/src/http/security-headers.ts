import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { type CspOptions, cspDirectives } from "./content-security-policy";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * helmet on every answer: the Content-Security-Policy (a fresh nonce per
 * response, in res.locals.cspNonce for the server renderer), no framing,
 * nosniff, a referrer that keeps only the origin across sites, and HSTS in
 * production (on plain-http development it would only confuse browsers).
 * Resources default to same-origin; `crossOriginResources` reopens the public,
 * credential-free ones other sites load (the player, its clips, page images).
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: options.production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    headers(req, res, next);
  };
}

/** For the answers any site may embed: the player script, workout clips, landing-page images. */
export function crossOriginResources(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    next();
  };
}
