import { IMPORT_BODY_LIMIT_BYTES } from "@movebreak/shared/constants";
import { DataTypeSchema, ImportRequestSchema } from "@movebreak/shared/contracts/admin";
import express, { Router } from "express";
import type { Kysely } from "kysely";
import { exportRecords } from "../catalog/export-records";
import { importRecords } from "../catalog/import/importer";
import { IMPORTERS } from "../catalog/import/registry";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";

/** Export and import of locations, workouts and location content (admin spec sections 2 and 7). */
export function dataTransferRoutes(deps: { db: Kysely<Database>; clock: Clock }): Router {
  const router = Router();

  router.get("/export-:type", async (req, res) => {
    const type = dataType(req.params.type);
    res.setHeader("Cache-Control", "no-store");
    res.json(await exportRecords(deps.db, type, deps.clock()));
  });

  router.post("/import-:type", express.json({ limit: IMPORT_BODY_LIMIT_BYTES }), async (req, res) => {
    const type = dataType(req.params.type);
    const request = parseInput(ImportRequestSchema, req.body ?? {}, "import");
    try {
      res.json(await importRecords(deps.db, IMPORTERS[type], request, deps.clock()));
    } catch (error) {
      req.log?.error({ err: error, type }, "import failed and was rolled back");
      throw new HttpError(500, "Import failed; nothing was changed");
    }
  });

  return router;
}

function dataType(raw: string | string[] | undefined) {
  const parsed = DataTypeSchema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(404, `Unknown data type: ${String(raw)}. Use locations, workouts or location-content`);
  return parsed.data;
}
