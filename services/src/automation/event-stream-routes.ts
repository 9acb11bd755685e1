import { EventStreamQuerySchema } from "@movebreak/shared/contracts/automation";
import { type Request, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AppendSignal } from "../event-store/append-signal";
import { HttpError } from "../http/http-error";
import { sessionWatchOf } from "../http/session-watch";
import { parseInput } from "../http/validate";
import { listEvents, runsEndedAfter } from "./history";

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
  heartbeatMs: number;
  /**
   * A stream ends after this long; the browser's EventSource reconnects with Last-Event-ID, missing and
   * repeating nothing, and passes the session check again (a logged-out operator stops receiving).
   */
  maxStreamMs: number;
}

/** The stream's address under /api/automation; the module lists it as same-origin only (http-module.ts). */
export const EVENT_STREAM_PATH = "/events/stream";

const DEFAULTS: EventStreamOptions = { heartbeatMs: 15_000, maxStreamMs: 5 * 60_000 };
const BATCH = 200;

/** Last-Event-ID as the browser sends it back: the seq of the last event it received. */
function lastEventIdOf(req: Request): number | undefined {
  const header = req.header("last-event-id");
  if (header === undefined || header.trim() === "") return undefined;
  if (!/^\d{1,15}$/.test(header.trim())) throw new HttpError(400, "Last-Event-ID must be an event seq");
  return Number(header.trim());
}

/**
 * GET /api/automation/events/stream: Server-Sent Events of newly committed events, with the filters of
 * the list. It starts after Last-Event-ID (a reconnect), else after afterSeq, else at the head; each event
 * is `id: <seq>`, `event: event`, `data: <the event as the list returns it>`; the runs that ended since
 * (even when the filters hide their ends) follow as `event: runs`, `data: [{ runId, outcome }]`. It reads on
 * with the list's transaction-safe read each time the append signal wakes it, so an event that commits late
 * with a smaller seq is still sent, once. A reconnect may send a run's end again (it has no id to resume
 * from); the screen takes it as the same news.
 * A browser opens it only from the site's own pages: a cross-origin request is refused before the session
 * check (module.ts, `sameOriginOnly`).
 */
export function eventStreamRoutes(
  db: Kysely<Database>,
  signal: AppendSignal,
  options: Partial<EventStreamOptions> = {},
): Router {
  const { heartbeatMs, maxStreamMs } = { ...DEFAULTS, ...options };
  const router = Router();
  router.get(EVENT_STREAM_PATH, async (req, res) => {
    const query = parseInput(EventStreamQuerySchema, req.query, "query");
    const resumeAt = lastEventIdOf(req);
    let cursor =
      resumeAt ?? query.afterSeq ?? (await listEvents(db, { order: "desc", limit: 1, afterSeq: 0 })).nextAfterSeq;

    // Run ends are followed on their own cursor: a filter that hides them never moves `cursor` past them.
    let endsCursor = cursor;

    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone, so each event leaves at once.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    res.write(`retry: 2000\n: following after seq ${cursor}\n\n`);

    let open = true;
    let reading = false;
    let again = false;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          for (;;) {
            const page = await listEvents(db, { ...query, afterSeq: cursor, order: "asc", limit: BATCH });
            if (!open) return;
            const text = page.events
              .map((event) => `id: ${event.seq}\nevent: event\ndata: ${JSON.stringify(event)}\n\n`)
              .join("");
            if (text) res.write(text);
            cursor = page.nextAfterSeq;
            if (!page.hasMore) break;
          }
          // The runs that ended since the last read, though the filters may hide their ends.
          const ended = await runsEndedAfter(db, endsCursor);
          if (!open) return;
          if (ended.runs.length > 0) res.write(`event: runs\ndata: ${JSON.stringify(ended.runs)}\n\n`);
          endsCursor = ended.nextAfterSeq;
        } while (again && open);
      } catch (error) {
        req.log?.warn({ err: error }, "event stream read failed; the client reconnects");
        finish();
      } finally {
        reading = false;
      }
    };

    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), heartbeatMs);
    const lifetime = setTimeout(() => finish(), maxStreamMs);
    const unsubscribe = signal.subscribe({ wake: () => void read(), end: () => finish() });
    // A session ended anywhere (logout, revoked) closes its streams within a second.
    const session = sessionWatchOf(res)?.();
    session?.signal.addEventListener("abort", () => finish());
    function finish() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      session?.stop();
      res.end();
    }
    req.on("close", finish);
    await read();
  });
  return router;
}
