import type { Kysely } from "kysely";
import type { PinterestConfig } from "../config";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import { connectionTokens } from "./connection-tokens";
import { pagePins } from "./page-pins";
import { pinterestApi } from "./pinterest-api";
import { pinterestService } from "./pinterest-service";
import { pinterestNotConfiguredRoutes, pinterestRoutes } from "./routes";
import { tokenCipher } from "./token-cipher";

/**
 * The Pinterest integration: its routes and the pin publisher the workflow uses. Without a token
 * key it is off: the routes answer 503 and no pins are made.
 */
export function createPinterest(deps: { db: Kysely<Database>; clock: Clock; config: PinterestConfig }) {
  const { config } = deps;
  const http = (routes: NonNullable<HttpModule["adminApi"]>[number][1]): HttpModule => ({
    adminApi: [["/api/pinterest", routes]],
  });
  if (!config.tokenKey) return { http: http(pinterestNotConfiguredRoutes()), pins: undefined };
  const api = pinterestApi({ baseUrl: config.apiBaseUrl, app: config.app });
  const tokens = connectionTokens({
    db: deps.db,
    api,
    cipher: tokenCipher(config.tokenKey),
    clock: deps.clock,
    canRefresh: config.app !== undefined,
  });
  const service = pinterestService({
    db: deps.db,
    api,
    tokens,
    clock: deps.clock,
    oauth: config.app
      ? { appId: config.app.id, redirectUri: config.redirectUri, authorizeUrl: config.oauthBaseUrl }
      : undefined,
  });
  return {
    http: http(pinterestRoutes(service, { db: deps.db, clock: deps.clock })),
    pins: pagePins({ db: deps.db, api, tokens, clock: deps.clock }),
  };
}
