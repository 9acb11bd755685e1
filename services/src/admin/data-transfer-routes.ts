import { createHash } from "node:crypto";
import { IMPORT_BODY_LIMIT_BYTES } from "@movebreak/shared/constants";
import { DataTypeSchema, ImportRequestSchema, RestoreRequestSchema } from "@movebreak/shared/contracts/admin";
import express, { type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import { z } from "zod";
import { exportRecords } from "../catalog/export-records";
import { ConfirmationNeeded, ImportRefused, importRecords } from "../catalog/import/importer";
import { wrongKindMessage } from "../catalog/import/record-kind";
import { IMPORTERS } from "../catalog/import/registry";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import type { Database } from "../db/schema";
import { EVERYTHING } from "../http/cache/surrogate-keys";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { auditMetaOf } from "./audit/audit-meta";
import { recordAdminAudit } from "./audit/record-admin-audit";
import { changedAnything, findImportSnapshot, listImports, saveImport } from "./imports/import-history";
import { restoreSnapshot } from "./imports/restore-import";

const ImportIdParamsSchema = z.object({ id: z.coerce.number({ error: "Unknown import" }).int().min(1) });

/**
 * Export and import of locations, workouts and location content (admin spec sections 2 and 7), with
 * what the spec leaves to us: a preview before anything is deleted, and every import recorded and
 * restorable (GET /imports, POST /imports/{id}/restore).
 */
export function dataTransferRoutes(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Called after an import or a restore has committed: the public reads show the catalog. */
  publicContentChanged: (keys: readonly string[]) => void;
}): Router {
  const router = Router();

  router.get("/export-:type", async (req, res) => {
    const type = dataType(req.params.type);
    res.setHeader("Cache-Control", "no-store");
    res.json(await exportRecords(deps.db, type, deps.clock()));
  });

  router.post("/import-:type", express.json({ limit: IMPORT_BODY_LIMIT_BYTES }), async (req, res) => {
    const type = dataType(req.params.type);
    const request = parseInput(ImportRequestSchema, req.body ?? {}, "import");
    const wrongKind = wrongKindMessage(request.data, type);
    if (wrongKind) throw new HttpError(400, wrongKind);
    const meta = auditMetaOf(req, res);
    const now = deps.clock();
    const fileHash = createHash("sha256").update(JSON.stringify(request.data)).digest("hex");
    await answer(req, res, async () => {
      const { result } = await importRecords(deps.db, IMPORTERS[type], request, now, async (trx, outcome) => {
        const { imported, skipped, errors } = outcome.result;
        const entry = {
          type,
          mode: request.mode,
          fileName: request.fileName ?? null,
          fileHash,
          imported,
          skipped,
          errors,
        };
        const importId = await saveImport(
          trx,
          { ...entry, ...meta, fileName: request.fileName, changes: outcome.changes, snapshot: outcome.snapshot },
          now,
        );
        outcome.result.importId = importId;
        outcome.result.changes = outcome.changes;
        await recordAdminAudit(
          trx,
          { type: "CatalogImported", data: { importId, ...entry, changes: outcome.changes } },
          meta,
          now,
        );
      });
      deps.publicContentChanged([EVERYTHING]);
      return result;
    });
  });

  router.get("/imports", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ imports: await listImports(deps.db) });
  });

  router.post("/imports/:id/restore", async (req, res) => {
    const { id } = parseInput(ImportIdParamsSchema, req.params);
    const { confirmDeletions } = parseInput(RestoreRequestSchema, req.body ?? {});
    const found = await findImportSnapshot(deps.db, id);
    if (!found) throw new HttpError(404, `Import #${id} not found`);
    if (!changedAnything(found.changes)) {
      throw new HttpError(400, `Import #${id} changed nothing, so there is nothing to restore`);
    }
    const { snapshot } = found;
    const meta = auditMetaOf(req, res);
    const now = deps.clock();
    await answer(req, res, async () => {
      let importId = 0;
      const { changes } = await restoreSnapshot(deps.db, snapshot, confirmDeletions, async (trx, outcome) => {
        importId = await saveImport(
          trx,
          {
            type: "restore",
            mode: "restore",
            ...meta,
            changes: outcome.changes,
            imported: 0,
            skipped: 0,
            errors: 0,
            snapshot: outcome.snapshot,
            restoresImportId: id,
          },
          now,
        );
        await recordAdminAudit(
          trx,
          { type: "CatalogRestored", data: { importId, restoredImportId: id, changes: outcome.changes } },
          meta,
          now,
        );
      });
      deps.publicContentChanged([EVERYTHING]);
      return { success: true, message: `Import #${id} restored`, importId, changes };
    });
  });

  return router;
}

/**
 * Runs an import or a restore and answers: 400 refused, 409 with the preview to confirm, 503 (by the error
 * handler) when the database went away, 500 rolled back.
 */
async function answer(req: Request, res: Response, work: () => Promise<unknown>): Promise<void> {
  try {
    res.json(await work());
  } catch (error) {
    if (error instanceof ImportRefused) throw new HttpError(400, error.message);
    // Rolled back too, but nothing is wrong with the import: the error handler answers 503, try again.
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ConfirmationNeeded) {
      res.status(409).json({ error: error.message, preview: error.preview, stoppingRoutines: error.stoppingRoutines });
      return;
    }
    req.log?.error({ err: error }, "import failed and was rolled back");
    throw new HttpError(500, "Import failed; nothing was changed");
  }
}

function dataType(raw: string | string[] | undefined) {
  const parsed = DataTypeSchema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(404, `Unknown data type: ${String(raw)}. Use locations, workouts or location-content`);
  return parsed.data;
}
