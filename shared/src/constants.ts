/**
 * Business constants of both specs, in one place so screens and server agree. Numbers are written out, not
 * multiplied: esbuild keeps an unused constant whose value is arithmetic, and the embed player's script imports
 * this file for ROUTINE alone.
 */
export const ROUTINE = {
  secondsPerExercise: 15,
  tickMs: 1000,
  maxExercises: 4,
  maxRecommendedLocations: 5,
} as const;

export const ADMIN_SESSION = {
  /** Admin session remembered for 30 days (admin spec section 9). */
  ttlMs: 2_592_000_000, // 30 days
  headerName: "x-admin-session",
} as const;

/**
 * Failed logins per window: 10 per client address (an IPv6 client by its /64), and 100 from all addresses together
 * (past that, only ADMIN_LOGIN_ADDRESSES may try until the window ends). Windows start on the quarter hour.
 */
export const LOGIN_RATE_LIMIT = { maxFailures: 10, maxFailuresAll: 100, windowMs: 900_000 } as const; // 15 minutes

/**
 * Every API prefix that belongs to operators (DESIGN.md section 6): the app's session check covers them, and the
 * edge (ops/edge/render-config.ts) marks its own refusals on them no-store.
 */
export const ADMIN_API_PREFIXES = ["/api/admin", "/api/automation", "/api/page-generator", "/api/pinterest"];

/** Largest import body accepted (bigger answers 413); the edge lets the import path's bodies through up to it. */
export const IMPORT_BODY_LIMIT_BYTES = 20_971_520; // 20 MiB

export const CLAIMS = {
  users: "50,000+",
  rating: 4.8,
  ratingCount: 17256,
  appVersion: "8.0",
  exercises: "2,000+",
  trialDays: 7,
} as const;

/**
 * What a write answers (409) when concurrent changes won every one of its retries: nothing of it was stored,
 * so sending it again is safe (the admin app does, once, by itself).
 */
export const CONCURRENT_CHANGE_MESSAGE = "Another change came first; try again";
