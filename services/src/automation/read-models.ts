import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { ActivityLogEntry, AutomationMetrics, ConsoleLine } from "@movebreak/shared/contracts/automation";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { metricsView } from "./automation";
import { toActivityLogEntry } from "./projections/activity-log";
import { loadState } from "./projections/decision-store";

type Db = Kysely<Database>;

/** Newest entries first (the dashboard's list). */
export async function readActivityLogs(db: Db, limit: number): Promise<ActivityLogEntry[]> {
  const rows = await db.selectFrom("automationActivityLogs").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map(toActivityLogEntry);
}

/** The last `limit` console lines, oldest first, as a console reads. */
export async function readConsole(db: Db, limit: number): Promise<ConsoleLine[]> {
  const rows = await db.selectFrom("automationConsole").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.reverse().map((row) => ({
    id: Number(row.id),
    timestamp: row.timestamp.toISOString(),
    level: row.level as ConsoleLine["level"],
    step: row.step as ConsoleLine["step"],
    stepNumber: row.stepNumber,
    message: row.message,
    executionTime: row.executionTime,
    runId: row.runId,
  }));
}

/** The spec's six figures, from the folded state. */
export async function readMetrics(db: Db): Promise<AutomationMetrics> {
  return metricsView((await loadState(db, AUTOMATION_STREAM)).state);
}
