import type { ChangePreview } from "@movebreak/shared/contracts/admin";
import { type Kysely, sql, type Transaction } from "kysely";
import {
  type CatalogSnapshot,
  deleteByIds,
  dependentsOfLocations,
  destroysData,
  emptyPreview,
  emptySnapshot,
  putRows,
  rowsByIds,
  type StoredRow,
  TABLE_ORDER,
} from "../../catalog/import/catalog-rows";
import { ConfirmationNeeded, ImportRefused } from "../../catalog/import/importer";
import { playingRoutines, stoppedSince } from "../../catalog/import/stopping-routines";
import type { Database } from "../../db/schema";

const FOREIGN_KEY_VIOLATION = "23503";
/** A location's address (its unique slug) is another's now: checked when the restore commits. */
const UNIQUE_VIOLATION = "23505";

export interface RestoreOutcome {
  changes: ChangePreview;
  /** What the restore itself changed, so that it can be undone in turn. */
  snapshot: CatalogSnapshot;
}

/**
 * Puts every row an import changed back as it was before it, and removes the rows it added (with the
 * workouts and content of a location it added), in one transaction. Like an import, it previews first:
 * without `confirmDeletions`, a restore that deletes or overwrites rows changes nothing.
 */
export async function restoreSnapshot(
  db: Kysely<Database>,
  target: CatalogSnapshot,
  confirmDeletions: boolean,
  onWritten: (trx: Transaction<Database>, outcome: RestoreOutcome) => Promise<void>,
): Promise<RestoreOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('catalog-import'))`.execute(trx);
      const changes = emptyPreview();
      const snapshot = emptySnapshot();
      const deletions = emptySnapshot();
      const puts: Record<string, StoredRow[]> = { locations: [], workouts: [], locationContent: [] };
      const playing = confirmDeletions ? new Map<string, string>() : await playingRoutines(trx);

      for (const table of TABLE_ORDER) {
        const entries = target[table] ?? [];
        const current = new Map(
          (
            await rowsByIds(
              trx,
              table,
              entries.map((e) => e.id),
            )
          ).map((row) => [row.id, row]),
        );
        for (const { id, before } of entries) {
          const now = current.get(id) ?? null;
          if (before === null) {
            if (now) deletions[table].push({ id, before: now });
          } else {
            puts[table]?.push(before);
            snapshot[table].push({ id, before: now });
            changes[table][now ? "updated" : "added"] += 1;
          }
        }
      }
      // Removing a location the import added also removes what hangs off it now: kept too.
      const dependents = await dependentsOfLocations(
        trx,
        deletions.locations.map((e) => e.id),
      );
      for (const table of ["workouts", "locationContent"] as const) {
        const known = new Set(deletions[table].map((e) => e.id));
        for (const row of dependents[table]) if (!known.has(row.id)) deletions[table].push({ id: row.id, before: row });
      }
      for (const table of [...TABLE_ORDER].reverse()) {
        snapshot[table].push(...deletions[table]);
        changes[table].deleted += deletions[table].length;
        await deleteByIds(
          trx,
          table,
          deletions[table].map((e) => e.id),
        );
      }
      for (const table of TABLE_ORDER) await putRows(trx, table, puts[table] ?? []);

      if (!confirmDeletions) {
        const stopping = await stoppedSince(trx, playing);
        if (destroysData(changes) || stopping.count > 0) throw new ConfirmationNeeded(changes, stopping);
      }
      const outcome = { changes, snapshot };
      await onWritten(trx, outcome);
      return outcome;
    });
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
      throw new ImportRefused(
        "This import cannot be put back: some of its records belong to a location that is gone now. Restore the later import that removed that location first. Nothing was changed.",
      );
    }
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ImportRefused(
        "This import cannot be put back: a location it puts back has the same address (title) as another location now. Rename that location first. Nothing was changed.",
      );
    }
    throw error;
  }
}
