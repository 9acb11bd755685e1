import { describeEvent, type EventLine } from "@movebreak/shared/describe-event";
import type { Timestamp } from "../../db/tables/automation";
import type { ReadModel, RowOf } from "./read-model";

/** The console's table. */
export interface AutomationConsoleTable {
  id: number;
  timestamp: Timestamp;
  level: string;
  step: string | null;
  stepNumber: number | null;
  message: string;
  executionTime: number | null;
  runId: string | null;
}

/** Console: each line's id is seq * 16 + its index (the first 16 lines of an event), so a rebuild writes the same rows. */
export const consoleLog: ReadModel<"automationConsole", AutomationConsoleTable> = {
  table: "automationConsole",
  evolve(event) {
    // The words are shared with History's summaries (shared/src/describe-event.ts).
    const lines = describeEvent(event, "console");
    if (lines.length === 0) return null;
    const rows: RowOf<AutomationConsoleTable>[] = [];
    for (let index = 0; index < Math.min(lines.length, 16); index += 1) {
      const line = lines[index] as EventLine;
      rows.push({
        id: event.seq * 16 + index,
        timestamp: event.occurredAt,
        level: line.level,
        step: line.step ?? null,
        stepNumber: line.stepNumber ?? null,
        message: line.message,
        executionTime: line.executionTime ?? null,
        runId: line.runId ?? null,
      });
    }
    return { type: "insert", rows };
  },
  isFinal: () => true,
  updatedBy: "id",
  columns: {
    id: "bigint",
    timestamp: "timestamptz",
    level: "text",
    step: "text",
    stepNumber: "int",
    message: "text",
    executionTime: "int",
    runId: "text",
  },
};
