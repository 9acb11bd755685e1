import { randomBytes } from "node:crypto";
import { isFramePath } from "@movebreak/shared/embed-frame";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { type CspOptions, cspDirectives, framePageDirectives } from "./content-security-policy";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * helmet on every answer: the Content-Security-Policy (the same on every page and
 * API answer, worked out once; only the iframe player's pages get a fresh nonce per
 * response, in res.locals.cspNonce for their renderer), no framing
 * (except the iframe player's pages, which any site may frame: isFramePath),
 * nosniff, a referrer that keeps only the origin across sites, and HSTS in
 * production (on plain-http development it would only confuse browsers).
 * Resources default to same-origin; `crossOriginResources` reopens the public,
 * credential-free ones other sites load (the player, its clips, page images).
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  // Every page but the frame pages refuses framing (X-Frame-Options beside frame-ancestors) and is same-origin
  // only; a frame page drops both, so any site may frame it, also one that requires CORP.
  const helmetFor = (framable: boolean) =>
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: options.production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
      xFrameOptions: framable ? false : { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginResourcePolicy: { policy: framable ? "cross-origin" : "same-origin" },
    });
  const common = helmetFor(false);
  const pagePolicy = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(options) });
  const framable = helmetFor(true);
  const framePolicy = helmet.contentSecurityPolicy({ useDefaults: false, directives: framePageDirectives(options) });
  // An API answer's and a page's headers never vary: what helmet sets is worked out once and copied onto each.
  const commonHeaders = headersSetBy(common);
  const apiHeaders: [string, string][] = [["Content-Security-Policy", API_POLICY], ...commonHeaders];
  const pageHeaders = [...headersSetBy(pagePolicy), ...commonHeaders];
  return (req, res, next) => {
    // An API answer is data, never a document: it may load and run nothing.
    const fixed = req.path.startsWith("/api/") ? apiHeaders : isFramePath(req.path) ? undefined : pageHeaders;
    if (fixed) {
      for (const [name, value] of fixed) res.setHeader(name, value);
      next();
      return;
    }
    // A frame page's own style and player script carry the response's nonce (embed/frame-page.ts).
    res.locals.cspNonce = nextNonce();
    framePolicy(req, res, (error?: unknown) => (error ? next(error) : framable(req, res, next)));
  };
}

/** The headers a request-independent middleware sets, found by running it once against a recording response. */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let called = false;
  middleware({} as never, recorder as never, () => {
    called = true;
  });
  if (!called) throw new Error("The security headers middleware did not finish synchronously");
  return [...headers];
}

/** The policy of every /api answer (OWASP's for APIs): nothing may load, run or frame it. */
export const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Nonces cut from a buffer of random bytes filled 128 at a time: one call into the CSPRNG per 128 pages.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;
function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 128);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** For the answers any site may embed: the player script, workout clips, landing-page images. */
export function crossOriginResources(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    next();
  };
}
