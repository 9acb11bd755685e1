import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";

type Trx = Transaction<Database>;

/** Activity log: one entry per step of each run, keyed by the seq of its StepStarted. */
export async function projectActivityLog(trx: Trx, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case "StepStarted":
      await trx
        .insertInto("automationActivityLogs")
        .values({
          id: event.seq,
          runId: event.data.runId,
          status: "in_progress",
          step: event.data.step,
          stepNumber: event.data.stepNumber,
          message: `Running ${event.data.step.replace(/_/g, " ")}`,
          executionTimeMs: null,
          landingPageId: null,
          createdAt: event.occurredAt,
        })
        .execute();
      return;
    case "StepCompleted":
    case "StepFailed":
      await trx
        .updateTable("automationActivityLogs")
        .set({
          status: event.type === "StepCompleted" ? "completed" : "failed",
          message: event.type === "StepCompleted" ? event.data.message : event.data.error,
          executionTimeMs: event.data.durationMs,
          ...(event.type === "StepCompleted" && event.data.landingPageId != null
            ? { landingPageId: event.data.landingPageId }
            : {}),
        })
        .where("runId", "=", event.data.runId)
        .where("stepNumber", "=", event.data.stepNumber)
        .execute();
      return;
    case "RunAborted":
      await trx
        .updateTable("automationActivityLogs")
        .set({ status: "failed", message: `Aborted: ${event.data.reason}` })
        .where("runId", "=", event.data.runId)
        .where("status", "=", "in_progress")
        .execute();
      return;
    case "LogsCleared":
      // The view empties; the events (the audit history) keep everything.
      await trx.deleteFrom("automationActivityLogs").where("id", "<", event.seq).execute();
      return;
    default:
      return;
  }
}
