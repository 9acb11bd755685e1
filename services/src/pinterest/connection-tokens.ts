import { PINTEREST_MESSAGES } from "@movebreak/shared/contracts/pinterest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { type ConnectionRow, findConnection, scopesOf, type TokenUpdate, updateTokens } from "./connection-repo";
import { PinterestNotConnected } from "./errors";
import { type PinterestApi, PinterestApiError, type TokenAnswer } from "./pinterest-api";
import type { TokenCipher } from "./token-cipher";

/** Access tokens are renewed when they have less than this left. */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;

const ACCESS = "pinterest:access_token";
const REFRESH = "pinterest:refresh_token";

export interface ConnectionTokensDeps {
  db: Kysely<Database>;
  api: PinterestApi;
  cipher: TokenCipher;
  clock: Clock;
  /** Refreshing needs the app's credentials. */
  canRefresh: boolean;
}

const after = (now: Date, seconds: number | undefined) =>
  seconds === undefined ? null : new Date(now.getTime() + seconds * 1000);

/** Pinterest lists scopes comma-separated (some answers use spaces). */
export const parseScopes = (scope: string | undefined) => (scope ?? "").split(/[\s,]+/).filter(Boolean);

/**
 * The stored tokens: encrypted on the way in, decrypted only to call Pinterest, renewed with the
 * refresh token shortly before they expire, and once more when Pinterest answers 401.
 */
export function connectionTokens(deps: ConnectionTokensDeps) {
  const { db, cipher } = deps;
  // Refreshes run one at a time in this process; each re-reads the row first, so callers that waited
  // on the same old token share the one refresh instead of spending the refresh token twice.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const accessTokenOf = (row: ConnectionRow) => cipher.decrypt(row.accessTokenEnc, ACCESS);

  const canRefresh = (row: ConnectionRow) =>
    deps.canRefresh &&
    row.refreshTokenEnc !== null &&
    (row.refreshExpiresAt === null || row.refreshExpiresAt > deps.clock());

  const refreshDue = (row: ConnectionRow) =>
    row.expiresAt !== null && row.expiresAt.getTime() - deps.clock().getTime() <= REFRESH_MARGIN_MS;

  function encryptAnswer(answer: TokenAnswer, now: Date, keep?: ConnectionRow): TokenUpdate {
    return {
      accessTokenEnc: cipher.encrypt(answer.access_token, ACCESS),
      refreshTokenEnc: answer.refresh_token
        ? cipher.encrypt(answer.refresh_token, REFRESH)
        : (keep?.refreshTokenEnc ?? null),
      expiresAt: after(now, answer.expires_in),
      refreshExpiresAt: answer.refresh_token
        ? after(now, answer.refresh_token_expires_in)
        : (keep?.refreshExpiresAt ?? null),
      scopes: answer.scope ? parseScopes(answer.scope) : keep ? scopesOf(keep) : [],
    };
  }

  /** Renews the tokens of `version`, unless they were renewed meanwhile; returns the row to use. */
  function refresh(version: number): Promise<ConnectionRow> {
    return oneAtATime(async () => {
      const current = await findConnection(db);
      if (!current) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
      if (current.tokenVersion !== version || !current.refreshTokenEnc) return current;
      const answer = await deps.api.refresh(cipher.decrypt(current.refreshTokenEnc, REFRESH));
      await updateTokens(db, version, encryptAnswer(answer, deps.clock(), current), deps.clock());
      // Another instance may have written first: either way the row now holds a fresh token.
      const fresh = await findConnection(db);
      if (!fresh) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
      return fresh;
    });
  }

  /**
   * Runs `work` with a valid access token: renewed first when it is about to expire, and renewed
   * once (then tried once more) when Pinterest answers 401. A second 401 is thrown to the caller.
   */
  async function withAccessToken<T>(work: (accessToken: string, row: ConnectionRow) => Promise<T>): Promise<T> {
    let row = await findConnection(db);
    if (!row) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
    let refreshed = false;
    if (refreshDue(row) && canRefresh(row)) {
      refreshed = true;
      try {
        row = await refresh(row.tokenVersion);
      } catch (error) {
        // A token with time left still works; an expired one cannot, so the refresh failure is the answer.
        if (!row.expiresAt || row.expiresAt <= deps.clock()) throw error;
      }
    }
    try {
      return await work(accessTokenOf(row), row);
    } catch (error) {
      if (!(error instanceof PinterestApiError) || error.status !== 401 || refreshed || !canRefresh(row)) throw error;
      row = await refresh(row.tokenVersion);
      return await work(accessTokenOf(row), row);
    }
  }

  /** Renews an expiring token without calling anything else (the status card's "Token expired" stays honest). */
  async function refreshIfDue(): Promise<void> {
    const row = await findConnection(db);
    if (row && refreshDue(row) && canRefresh(row)) await refresh(row.tokenVersion);
  }

  return {
    withAccessToken,
    refreshIfDue,
    encryptAnswer,
    encryptAccessToken: (token: string) => cipher.encrypt(token, ACCESS),
    encryptRefreshToken: (token: string) => cipher.encrypt(token, REFRESH),
    canRefresh,
  };
}

export type ConnectionTokens = ReturnType<typeof connectionTokens>;
