import {
  PINTEREST_MESSAGES,
  PINTEREST_RECENT_PINS,
  PINTEREST_SCOPES,
  type PinterestBoard,
  type PinterestPin,
  type PinterestStatus,
  type PinterestTestResponse,
} from "@movebreak/shared/contracts/pinterest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  markSynced,
  saveConnection,
  scopesOf,
  setBoard,
} from "./connection-repo";
import { type ConnectionTokens, PinterestRefreshRefused, parseScopes } from "./connection-tokens";
import { PinterestInputRefused, PinterestNotConfigured, PinterestNotConnected } from "./errors";
import { consumeOauthState, issueOauthState } from "./oauth-states";
import { type Pin, type PinterestApi, PinterestApiError, type UserAccount } from "./pinterest-api";

export interface PinterestServiceDeps {
  db: Kysely<Database>;
  api: PinterestApi;
  tokens: ConnectionTokens;
  clock: Clock;
  oauth: { appId: string; redirectUri: string; authorizeUrl: string } | undefined;
}

/** What the admin reads when Pinterest failed: a refused token asks for a new connection. */
export function describeApiError(error: PinterestApiError): string {
  if (error instanceof PinterestRefreshRefused)
    return `Pinterest refused the refresh token: connect the account again (${error.message})`;
  return error.status === 401
    ? `Pinterest refused the access token: connect the account again (${error.message})`
    : error.message;
}

const profileOf = (account: UserAccount) => ({
  username: account.username,
  accountType: account.account_type ?? null,
  profileImage: account.profile_image ?? null,
});

/** A pin in the shape the admin page reads (Pinterest's own field names, only what it shows). */
function toPin(pin: Pin): PinterestPin {
  const images = pin.media?.images;
  return {
    id: pin.id,
    title: pin.title ?? null,
    created_at: pin.created_at ?? null,
    link: pin.link ?? null,
    media: images
      ? { images: Object.fromEntries(Object.entries(images).map(([size, image]) => [size, { url: image.url }])) }
      : null,
  };
}

/** The use cases of the Pinterest page (admin spec section 7), with no HTTP in sight. */
export function pinterestService(deps: PinterestServiceDeps) {
  const { db, api, tokens, clock } = deps;

  function requireOauth() {
    if (!deps.oauth) throw new PinterestNotConfigured(PINTEREST_MESSAGES.oauthNotConfigured);
    return deps.oauth;
  }

  /** Calls Pinterest for the connected account and records the successful sync. */
  async function withAccount<T>(work: (token: string, row: ConnectionRow) => Promise<T>): Promise<T> {
    const result = await tokens.withAccessToken(work);
    await markSynced(db, clock());
    return result;
  }

  function statusOf(row: ConnectionRow | undefined): PinterestStatus {
    if (!row) return { connected: false, connection: null };
    const isExpired = row.expiresAt !== null && row.expiresAt <= clock();
    const canRefresh = tokens.canRefresh(row);
    const lastCall =
      row.lastCallAt && row.lastCallOutcome
        ? { at: row.lastCallAt.toISOString(), outcome: row.lastCallOutcome, error: row.lastCallError }
        : null;
    return {
      connected: true,
      connection: {
        username: row.username,
        accountType: row.accountType,
        profileImage: row.profileImage,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        isExpired,
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
        scopes: scopesOf(row),
        method: row.method,
        canRefresh,
        board: row.boardId ? { id: row.boardId, name: row.boardName ?? row.boardId } : null,
        lastCall,
        needsReconnect: lastCall?.outcome === "refused" || (isExpired && !canRefresh),
      },
    };
  }

  return {
    /** The authorize address, with a fresh state bound to this admin session. */
    async authUrl(sessionHash: string): Promise<string> {
      const oauth = requireOauth();
      const state = await issueOauthState(db, sessionHash, clock());
      const url = new URL(oauth.authorizeUrl);
      url.searchParams.set("client_id", oauth.appId);
      url.searchParams.set("redirect_uri", oauth.redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", PINTEREST_SCOPES.join(","));
      url.searchParams.set("state", state);
      return url.toString();
    },

    /** The return from Pinterest: the state is used up first, then the code becomes tokens. */
    async exchangeCode(sessionHash: string, code: string, state: string): Promise<{ username: string }> {
      const oauth = requireOauth();
      if (!(await consumeOauthState(db, state, sessionHash, clock())))
        throw new PinterestInputRefused(PINTEREST_MESSAGES.invalidState);
      let answer: Awaited<ReturnType<PinterestApi["exchangeCode"]>>;
      try {
        answer = await api.exchangeCode(code, oauth.redirectUri);
      } catch (error) {
        if (error instanceof PinterestApiError && error.status >= 400 && error.status < 500)
          throw new PinterestInputRefused(`Pinterest refused the authorization code (${error.message})`);
        throw error;
      }
      const account = await api.userAccount(answer.access_token);
      const now = clock();
      const encrypted = tokens.encryptAnswer(answer, now);
      await saveConnection(
        db,
        {
          method: "oauth",
          ...encrypted,
          scopes: answer.scope ? parseScopes(answer.scope) : [...PINTEREST_SCOPES],
          ...profileOf(account),
        },
        now,
      );
      return { username: account.username };
    },

    /** A token entered by hand, checked against /v5/user_account before it is stored. */
    async connectManual(accessToken: string, refreshToken: string | undefined): Promise<{ username: string }> {
      let account: UserAccount;
      try {
        account = await api.userAccount(accessToken);
      } catch (error) {
        if (error instanceof PinterestApiError && (error.status === 401 || error.status === 403))
          throw new PinterestInputRefused(`Pinterest rejected this access token (${error.message})`);
        throw error;
      }
      const now = clock();
      await saveConnection(
        db,
        {
          method: "manual",
          accessTokenEnc: tokens.encryptAccessToken(accessToken),
          refreshTokenEnc: refreshToken ? tokens.encryptRefreshToken(refreshToken) : null,
          // Pinterest does not say when a pasted token expires, nor what it may do.
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
          ...profileOf(account),
        },
        now,
      );
      return { username: account.username };
    },

    async status(): Promise<PinterestStatus> {
      // An access token about to expire is renewed here, so "Token expired" means it really cannot be used.
      await tokens.refreshIfDue().catch(() => undefined);
      return statusOf(await findConnection(db));
    },

    async pins(): Promise<PinterestPin[]> {
      const pins = await withAccount((token) => api.listPins(token, PINTEREST_RECENT_PINS));
      return pins.slice(0, PINTEREST_RECENT_PINS).map(toPin);
    },

    /** Reads the account again; a refusal is an answer (success false), not a failure of the request. */
    async test(): Promise<PinterestTestResponse> {
      try {
        const account = await tokens.withAccessToken((token) => api.userAccount(token));
        await markSynced(db, clock(), profileOf(account));
        return { success: true, profile: { username: account.username } };
      } catch (error) {
        if (error instanceof PinterestApiError) return { success: false, error: describeApiError(error) };
        throw error;
      }
    },

    async disconnect(): Promise<void> {
      if (!(await deleteConnection(db))) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
    },

    async boards(): Promise<{ boards: PinterestBoard[]; selectedBoardId: string | null }> {
      const boards = await withAccount((token) => api.listBoards(token));
      const row = await findConnection(db);
      return { boards: boards.map(({ id, name }) => ({ id, name })), selectedBoardId: row?.boardId ?? null };
    },

    /** The board new pages are pinned to: it must be one of the account's boards. */
    async chooseBoard(boardId: string | null): Promise<PinterestBoard | null> {
      if (boardId === null) {
        if (!(await findConnection(db))) throw new PinterestNotConnected(PINTEREST_MESSAGES.notConnected);
        await setBoard(db, null, clock());
        return null;
      }
      const boards = await withAccount((token) => api.listBoards(token));
      const board = boards.find((b) => b.id === boardId);
      if (!board) throw new PinterestInputRefused("That board is not one of the connected account's boards");
      await setBoard(db, { id: board.id, name: board.name }, clock());
      return { id: board.id, name: board.name };
    },
  };
}

export type PinterestService = ReturnType<typeof pinterestService>;
