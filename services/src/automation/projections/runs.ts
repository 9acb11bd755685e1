import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";

type Trx = Transaction<Database>;

/** Runs and step timings, for the metrics and the analysts' charts. */
export async function projectRuns(trx: Trx, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case "RunStarted":
      await trx
        .insertInto("automationRuns")
        .values({
          runId: event.data.runId,
          startedSeq: event.seq,
          startedAt: event.occurredAt,
          outcome: "running",
          executionMs: 0,
        })
        .execute();
      return;
    case "RunCompleted":
    case "RunFailed":
    case "RunAborted":
    case "RunStopped": {
      const outcome = { RunCompleted: "completed", RunFailed: "failed", RunAborted: "aborted", RunStopped: "stopped" }[
        event.type
      ];
      await trx
        .updateTable("automationRuns")
        .set({
          endedAt: event.occurredAt,
          outcome,
          executionMs: event.data.durationMs,
          ...(event.type === "RunCompleted" ? { landingPageId: event.data.landingPageId } : {}),
          ...(event.type === "RunFailed" ? { failedStep: event.data.step, error: event.data.error } : {}),
          ...(event.type === "RunAborted" ? { failedStep: event.data.step, error: event.data.reason } : {}),
        })
        .where("runId", "=", event.data.runId)
        .execute();
      return;
    }
    case "StepStarted":
      await trx
        .insertInto("automationStepTimings")
        .values({
          runId: event.data.runId,
          stepNumber: event.data.stepNumber,
          step: event.data.step,
          startedAt: event.occurredAt,
          outcome: "running",
        })
        .execute();
      return;
    case "StepCompleted":
    case "StepFailed":
      await trx
        .updateTable("automationStepTimings")
        .set({ durationMs: event.data.durationMs, outcome: event.type === "StepCompleted" ? "completed" : "failed" })
        .where("runId", "=", event.data.runId)
        .where("stepNumber", "=", event.data.stepNumber)
        .execute();
      return;
    default:
      return;
  }
}
