import type { AdminAuditEvent } from "@movebreak/shared/admin-audit";
import {
  ChooseBoardRequestSchema,
  ConnectRequestSchema,
  ExchangeCodeRequestSchema,
  PINTEREST_MESSAGES,
} from "@movebreak/shared/contracts/pinterest";
import { type Request, type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import { auditMetaOf } from "../admin/audit/audit-meta";
import { recordAdminAuditAlone } from "../admin/audit/record-admin-audit";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { PinterestInputRefused, PinterestNotConfigured, PinterestNotConnected } from "./errors";
import { PinterestApiError } from "./pinterest-api";
import { describeApiError, type PinterestService } from "./pinterest-service";
import { TokenDecryptError } from "./token-cipher";

/** Domain errors as HTTP answers: bad input 400, no account 409, Pinterest's own failures 502, switched off 503. */
function toHttpError(error: unknown): unknown {
  if (error instanceof PinterestInputRefused) return new HttpError(400, error.message);
  if (error instanceof PinterestNotConnected) return new HttpError(409, error.message);
  if (error instanceof PinterestNotConfigured) return new HttpError(503, error.message);
  if (error instanceof TokenDecryptError)
    return new HttpError(409, `${error.message} (was the key changed?): disconnect and connect the account again`);
  if (error instanceof PinterestApiError) return new HttpError(502, describeApiError(error));
  return error;
}

const handle =
  (work: (req: Parameters<RequestHandler>[0], res: Response) => Promise<unknown>): RequestHandler =>
  async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const body = await work(req, res);
      res.json(body);
    } catch (error) {
      throw toHttpError(error);
    }
  };

/** The manual token form's body; a missing token answers the spec's own sentence, with no field prefix. */
function parseConnectRequest(body: unknown) {
  try {
    return parseInput(ConnectRequestSchema, body ?? {});
  } catch (error) {
    const only = error instanceof HttpError && error.details?.length === 1 ? error.details[0] : undefined;
    if (only?.path === "accessToken" && only.message === PINTEREST_MESSAGES.accessTokenRequired)
      throw new HttpError(400, only.message, error instanceof HttpError ? error.details : undefined);
    throw error;
  }
}

/** The admin session's hash, set by requireAdmin: OAuth states are bound to it. */
function sessionHashOf(res: Response): string {
  const hash = res.locals.sessionHash;
  if (typeof hash !== "string") throw new HttpError(401, "Authentication required");
  return hash;
}

/** /api/pinterest (admin spec section 7), mounted behind the admin session check. */
export function pinterestRoutes(service: PinterestService, audit: { db: Kysely<Database>; clock: Clock }): Router {
  const router = Router();
  const record = (req: Request, res: Response, event: AdminAuditEvent) =>
    recordAdminAuditAlone(audit.db, event, auditMetaOf(req, res), audit.clock());

  router.get(
    "/auth-url",
    handle(async (_req, res) => ({ authUrl: await service.authUrl(sessionHashOf(res)) })),
  );

  router.post(
    "/exchange-code",
    handle(async (req, res) => {
      const { code, state } = parseInput(ExchangeCodeRequestSchema, req.body ?? {});
      const { username } = await service.exchangeCode(sessionHashOf(res), code, state);
      await record(req, res, { type: "PinterestConnected", data: { username, method: "oauth" } });
      return { success: true, message: `Pinterest account @${username} connected` };
    }),
  );

  router.post(
    "/connect",
    handle(async (req, res) => {
      const { accessToken, refreshToken } = parseConnectRequest(req.body);
      const { username } = await service.connectManual(accessToken, refreshToken);
      await record(req, res, { type: "PinterestConnected", data: { username, method: "manual" } });
      return { success: true, message: `Pinterest account @${username} connected` };
    }),
  );

  router.get(
    "/status",
    handle(() => service.status()),
  );

  router.get(
    "/pins",
    handle(async () => ({ pins: await service.pins() })),
  );

  router.get(
    "/test",
    handle(() => service.test()),
  );

  router.post(
    "/disconnect",
    handle(async (req, res) => {
      const username = (await service.status()).connection?.username ?? null;
      await service.disconnect();
      await record(req, res, { type: "PinterestDisconnected", data: { username } });
      return { success: true, message: "Pinterest account disconnected" };
    }),
  );

  router.get(
    "/boards",
    handle(() => service.boards()),
  );

  router.put(
    "/board",
    handle(async (req) => {
      const { boardId } = parseInput(ChooseBoardRequestSchema, req.body ?? {});
      const board = await service.chooseBoard(boardId);
      return {
        success: true,
        message: board ? `New pages will be pinned to ${board.name}` : "New pages will not be pinned",
        board,
      };
    }),
  );

  return router;
}

/** Without PINTEREST_TOKEN_KEY every Pinterest route says so (503), rather than store tokens unencrypted. */
export function pinterestNotConfiguredRoutes(): Router {
  const router = Router();
  router.use((_req, res) => {
    res.status(503).json({ error: PINTEREST_MESSAGES.notConfigured });
  });
  return router;
}
