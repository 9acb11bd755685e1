import { once } from "node:events";
import {
  type EventActors,
  EventsQuerySchema,
  IntervalBodySchema,
  LimitQuerySchema,
  MaxRunTimeBodySchema,
  RunIdParamsSchema,
  StateAtQuerySchema,
  TopicLearningBodySchema,
} from "@movebreak/shared/contracts/automation";
import { type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AppendSignal } from "../event-store/append-signal";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import { writeGuardOf } from "../http/write-guard";
import type { Clock } from "../lib/clock";
import { analyticsRoutes } from "./analytics-routes";
import { statusView } from "./automation";
import type { HandleCommand } from "./command-handler";
import { type Command, CommandRejected } from "./decide";
import { eventStreamRoutes } from "./event-stream-routes";
import type { EventMeta } from "./events";
import { eventPages, listEvents, runDetail, seenActors, stateAt } from "./history";
import { machineDiagram } from "./machine-diagram";
import type { LoadedState } from "./projections/decision-store";
import { readActivityLogs, readConsole, readMetrics } from "./read-models";
import type { rebuildProjections } from "./replay";

export interface AutomationRoutesDeps {
  db: Kysely<Database>;
  handle: HandleCommand;
  clock: Clock;
  rebuild: (db: Kysely<Database>) => ReturnType<typeof rebuildProjections>;
  /** The automation's snapshot as the dashboard polls it (module.ts keeps it in memory between appends). */
  readState: () => Promise<LoadedState>;
  /** Wakes the live event stream. */
  appended: AppendSignal;
  /** Whether the run in progress lost its worker (module.ts, from the run's lease). */
  workerStalled?: (loaded: LoadedState) => Promise<boolean>;
}

/** The automation API of admin spec section 7 (mounted behind the admin session). */
export function automationRoutes(deps: AutomationRoutesDeps): Router {
  const router = Router();
  const metaOf = (req: Request, res: Response): EventMeta => ({
    actor: String(res.locals.actor ?? "admin"),
    ...(req.id ? { requestId: String(req.id) } : {}),
  });

  const command = (build: (req: Request) => Command) => async (req: Request, res: Response) => {
    const cmd = build(req);
    try {
      const { message } = await deps.handle(cmd, metaOf(req, res), writeGuardOf(res));
      res.json({ success: true, message });
    } catch (error) {
      if (error instanceof CommandRejected) throw new HttpError(409, error.message);
      throw error;
    }
  };

  /** The status, and while a run's worker has gone quiet (before the stall check aborts it) says so. */
  const statusOf = async (loaded: LoadedState, now: Date) => {
    const view = statusView(loaded.state, now);
    return (await deps.workerStalled?.(loaded)) ? { ...view, workerStalled: true } : view;
  };

  router.get("/status", async (_req, res) => {
    res.json(await statusOf(await deps.readState(), deps.clock()));
  });

  router.get("/logs", async (req, res) => {
    const { limit } = parseInput(LimitQuerySchema, req.query, "query");
    res.json(await readActivityLogs(deps.db, limit));
  });

  router.get("/console", async (req, res) => {
    const { limit } = parseInput(LimitQuerySchema, req.query, "query");
    const [loaded, logs] = await Promise.all([deps.readState(), readConsole(deps.db, limit)]);
    const now = deps.clock();
    res.json({ status: await statusOf(loaded, now), timestamp: now.toISOString(), logs });
  });

  router.get("/machine", (_req, res) => {
    res.json(machineDiagram());
  });

  router.get("/metrics", async (_req, res) => {
    res.json(await readMetrics(deps.db));
  });

  router.post(
    "/start",
    command(() => ({ type: "StartAutomation" })),
  );
  router.post(
    "/stop",
    command(() => ({ type: "StopAutomation" })),
  );
  router.post(
    "/pause",
    command(() => ({ type: "PauseAutomation" })),
  );
  router.post(
    "/resume",
    command(() => ({ type: "ResumeAutomation" })),
  );
  router.put(
    "/interval",
    command((req) => ({ type: "SetInterval", minutes: parseInput(IntervalBodySchema, req.body).minutes })),
  );
  router.put(
    "/max-run-time",
    command((req) => {
      const body = parseInput(MaxRunTimeBodySchema, req.body === undefined ? {} : req.body);
      return { type: "SetMaxRunTime", minutes: body === null ? null : body.minutes };
    }),
  );
  router.put(
    "/topic-learning",
    command((req) => ({ type: "SetTopicLearning", enabled: parseInput(TopicLearningBodySchema, req.body).enabled })),
  );
  router.delete(
    "/logs",
    command(() => ({ type: "ClearLogs" })),
  );

  /* History: replay and audit. */

  router.get("/events", async (req, res) => {
    const query = parseInput(EventsQuerySchema, req.query, "query");
    res.json(await listEvents(deps.db, query));
  });

  router.get("/events/actors", async (_req, res) => {
    const answer: EventActors = { actors: await seenActors(deps.db) };
    res.json(answer);
  });

  router.use(eventStreamRoutes(deps.db, deps.appended));

  router.get("/events/download", async (req, res) => {
    const { runId } = parseInput(RunIdParamsSchema.partial(), req.query, "query");
    const day = deps.clock().toISOString().slice(0, 10);
    const name = runId ? `automation-run-${runId.slice(0, 8)}-${day}.json` : `automation-history-${day}.json`;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
    res.setHeader("Cache-Control", "no-store");
    // Streamed page by page: a million events never sit in memory at once.
    let first = true;
    res.write("[");
    for await (const page of eventPages(deps.db, runId ? { runId } : {})) {
      const chunk = page.map((event) => JSON.stringify(event)).join(",");
      if (!res.write(`${first ? "" : ","}${chunk}`)) await once(res, "drain");
      first = false;
    }
    res.end("]");
  });

  router.get("/state", async (req, res) => {
    const { at } = parseInput(StateAtQuerySchema, req.query, "query");
    const state = await stateAt(deps.db, at);
    if (!state) throw new HttpError(404, `No automation event at or before seq ${at}`);
    res.json(state);
  });

  router.get("/runs/:runId", async (req, res) => {
    const { runId } = parseInput(RunIdParamsSchema, req.params);
    const run = await runDetail(deps.db, runId);
    if (!run) throw new HttpError(404, "Run not found");
    res.json(run);
  });

  router.post("/projections/rebuild", async (_req, res) => {
    const result = await deps.rebuild(deps.db);
    res.json({ success: true, message: `Projections rebuilt from ${result.events} events`, ...result });
  });

  router.use(analyticsRoutes({ db: deps.db, clock: deps.clock }));

  return router;
}
