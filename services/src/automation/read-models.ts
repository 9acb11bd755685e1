import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { ActivityLogEntry, AutomationMetrics, ConsoleLine } from "@movebreak/shared/contracts/automation";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { loadState } from "./projections/state-snapshot";

type Db = Kysely<Database>;

/** Newest entries first (the dashboard's list). */
export async function readActivityLogs(db: Db, limit: number): Promise<ActivityLogEntry[]> {
  const rows = await db.selectFrom("automationActivityLogs").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    runId: row.runId,
    status: row.status as ActivityLogEntry["status"],
    step: row.step as ActivityLogEntry["step"],
    stepNumber: row.stepNumber,
    message: row.message,
    executionTimeMs: row.executionTimeMs,
    landingPageId: row.landingPageId,
    createdAt: row.createdAt.toISOString(),
  }));
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

/** The spec's six figures. Jobs here are automation runs (a run is one job of the run queue). */
export async function readMetrics(db: Db): Promise<AutomationMetrics> {
  const { state } = await loadState(db, AUTOMATION_STREAM);
  const { totalRuns, successCount } = state.context;
  const row = await db
    .selectFrom("automationRuns")
    .select((eb) => [
      eb.fn.countAll<number>().as("totalJobs"),
      eb.fn.count<number>("runId").filterWhere("outcome", "=", "running").as("activeJobs"),
      eb.fn.avg<number>("executionMs").filterWhere("outcome", "in", ["completed", "failed", "aborted"]).as("averageMs"),
      eb.fn.max("endedAt").as("lastRunTime"),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalRuns,
    successRate: totalRuns === 0 ? 0 : Math.round((successCount / totalRuns) * 1000) / 10,
    averageExecutionTime: Math.round(Number(row.averageMs ?? 0)),
    activeJobs: Number(row.activeJobs),
    totalJobs: Number(row.totalJobs),
    lastRunTime: row.lastRunTime ? new Date(row.lastRunTime as Date).toISOString() : null,
  };
}
