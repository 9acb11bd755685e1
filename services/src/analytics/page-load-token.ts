import type { Clock } from "../lib/clock";
import type { PurposeKeys } from "../lib/purpose-keys";

const HOUR_MS = 3_600_000;

/**
 * How long a page's token is taken: a day's reading of a page left open (the store click comes later than the
 * view), plus the hour its issue time is rounded down by, plus what the edge may keep a page (s-maxage and its
 * stale-while-revalidate are minutes). A beacon whose token is older is counted apart as unverified.
 */
export const PAGE_LOAD_TOKEN_MAX_AGE_MS = 26 * HOUR_MS;
/** Instances' clocks differ a little: a token up to this far in the future still checks. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface PageLoadTokens {
  /** The token a server render of `path` carries: the hour it was issued and a MAC of path and hour. */
  issue(path: string): string;
  /** True when `token` was issued by this deployment for `path` within the token's life. */
  verify(path: string, token: string | undefined): boolean;
}

/**
 * Page-load tokens: what a view or store-click beacon sends back to show that a page this server rendered was
 * loaded for it. The issue time is the hour, not the instant, so every render of a page within the hour is the
 * same bytes on every instance (the page caches and the edge keep one copy, ETags match); the token binds no
 * reader, as a page the edge answers is one copy for all of them. A script that fetches the page first still
 * gets one (docs/analytics.md says what that leaves); what it stops is a beacon made without any page load.
 */
export function pageLoadTokens(keys: PurposeKeys, clock: Clock): PageLoadTokens {
  const message = (path: string, hour: number) => `page-load\n${path}\n${hour}`;
  return {
    issue(path) {
      const hour = Math.floor(clock().getTime() / HOUR_MS);
      return `${hour}.${keys.sign("page-load", message(path, hour))}`;
    },
    verify(path, token) {
      const match = token === undefined ? null : /^(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return false;
      const hour = Number(match[1]);
      const age = clock().getTime() - hour * HOUR_MS;
      if (age < -CLOCK_SKEW_MS || age > PAGE_LOAD_TOKEN_MAX_AGE_MS) return false;
      return keys.verify("page-load", message(path, hour), match[2]);
    },
  };
}
