import { PINTEREST_MESSAGES } from "@movebreak/shared/contracts/pinterest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import {
  type CallOutcome,
  type ConnectionRow,
  findConnection,
  recordCall,
  scopesOf,
  type TokenUpdate,
  updateTokens,
} from "./connection-repo";
import { PinterestNotConnected } from "./errors";
import { type PinterestApi, PinterestApiError, type TokenAnswer } from "./pinterest-api";
import { type TokenCipher, TokenDecryptError } from "./token-cipher";

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

/** Pinterest refused the refresh token (revoked, expired, already used): only a new connection helps. */
export class PinterestRefreshRefused extends PinterestApiError {}

/**
 * What a failed call says about the stored tokens: refused (401, a refused refresh, a token the key cannot
 * decrypt: connect the account again) or failed (Pinterest gave no usable answer). Anything else (an aborted
 * call, no account) says nothing about them.
 */
export function callOutcomeOf(error: unknown): CallOutcome | undefined {
  if (error instanceof PinterestRefreshRefused)
    return { outcome: "refused", error: `Pinterest refused the refresh token (${error.message})` };
  if (error instanceof PinterestApiError) {
    return error.status === 401
      ? { outcome: "refused", error: `Pinterest refused the access token (${error.message})` }
      : { outcome: "failed", error: error.message };
  }
  if (error instanceof TokenDecryptError)
    return { outcome: "refused", error: `${error.message}: the stored token cannot be read with this key` };
  return undefined;
}

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
      let answer: TokenAnswer;
      try {
        answer = await deps.api.refresh(cipher.decrypt(current.refreshTokenEnc, REFRESH));
      } catch (error) {
        // A 4xx from the token endpoint is Pinterest's verdict on the refresh token, not a passing failure.
        if (error instanceof PinterestApiError && error.status >= 400 && error.status < 500)
          throw new PinterestRefreshRefused(error.status, error.message);
        throw error;
      }
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
    const used = { version: undefined as number | undefined };
    try {
      const result = await callWithToken(work, used);
      if (used.version !== undefined) await recordCall(db, used.version, { outcome: "ok" }, deps.clock());
      return result;
    } catch (error) {
      await recordFailure(used.version, error);
      throw error;
    }
  }

  /** Keeps what a failed call says about the tokens (the status card's "Reconnect needed"); never hides `error`. */
  async function recordFailure(version: number | undefined, error: unknown): Promise<void> {
    const outcome = callOutcomeOf(error);
    if (version === undefined || !outcome) return;
    await recordCall(db, version, outcome, deps.clock()).catch(() => undefined);
  }

  async function callWithToken<T>(
    work: (accessToken: string, row: ConnectionRow) => Promise<T>,
    used: { version: number | undefined },
  ): Promise<T> {
    let row = await findConnection(db);
    if (!row) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
    used.version = row.tokenVersion;
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
    used.version = row.tokenVersion;
    try {
      return await work(accessTokenOf(row), row);
    } catch (error) {
      if (!(error instanceof PinterestApiError) || error.status !== 401 || refreshed || !canRefresh(row)) throw error;
      row = await refresh(row.tokenVersion);
      used.version = row.tokenVersion;
      return await work(accessTokenOf(row), row);
    }
  }

  /** Renews an expiring token without calling anything else (the status card's "Token expired" stays honest). */
  async function refreshIfDue(): Promise<void> {
    const row = await findConnection(db);
    if (!row || !refreshDue(row) || !canRefresh(row)) return;
    try {
      await refresh(row.tokenVersion);
    } catch (error) {
      await recordFailure(row.tokenVersion, error);
      throw error;
    }
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
