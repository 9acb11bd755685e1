import { analyticsQuerySchema } from "@movebreak/shared/contracts/automation-analytics";
import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { readAnalytics } from "./analytics";

/** The analysts' charts (mounted at /api/automation behind the admin session). */
export function analyticsRoutes(deps: { db: Kysely<Database>; clock: Clock }): Router {
  const router = Router();

  router.get("/analytics", async (req, res) => {
    const query = parseInput(analyticsQuerySchema(deps.clock()), req.query, "query");
    res.json(await readAnalytics(deps.db, query));
  });

  return router;
}
