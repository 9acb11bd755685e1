import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { RejectedEvent, toMachineEvent } from "../automation";
import type { StoredEvent } from "../events";
import { type ReplaySnapshot, replayTransition } from "../replay-transition";
import { consoleLinesOf } from "./console-lines";
import { SNAPSHOT_EVERY } from "./periodic-snapshots";

type Trx = Transaction<Database>;

interface LogRow {
  id: number;
  runId: string;
  status: string;
  step: string;
  stepNumber: number;
  message: string;
  executionTimeMs: number | null;
  landingPageId: number | null;
  createdAt: string;
}
interface RunRow {
  runId: string;
  startedSeq: number;
  startedAt: string;
  endedAt: string | null;
  outcome: string;
  executionMs: number;
  landingPageId: number | null;
  failedStep: string | null;
  error: string | null;
}
interface StepRow {
  runId: string;
  stepNumber: number;
  step: string;
  startedAt: string;
  durationMs: number | null;
  outcome: string;
}

/** [column, key in the row object, SQL type] of each table the rebuild writes. */
type Columns = readonly (readonly [column: string, key: string, type: string])[];
const CONSOLE_COLUMNS: Columns = [
  ["id", "id", "bigint"],
  ["timestamp", "timestamp", "timestamptz"],
  ["level", "level", "text"],
  ["step", "step", "text"],
  ["step_number", "stepNumber", "int"],
  ["message", "message", "text"],
  ["execution_time", "executionTime", "int"],
  ["run_id", "runId", "text"],
];
const LOG_COLUMNS: Columns = [
  ["id", "id", "bigint"],
  ["run_id", "runId", "text"],
  ["status", "status", "text"],
  ["step", "step", "text"],
  ["step_number", "stepNumber", "int"],
  ["message", "message", "text"],
  ["execution_time_ms", "executionTimeMs", "int"],
  ["landing_page_id", "landingPageId", "int"],
  ["created_at", "createdAt", "timestamptz"],
];
const RUN_COLUMNS: Columns = [
  ["run_id", "runId", "text"],
  ["started_seq", "startedSeq", "bigint"],
  ["started_at", "startedAt", "timestamptz"],
  ["ended_at", "endedAt", "timestamptz"],
  ["outcome", "outcome", "text"],
  ["execution_ms", "executionMs", "int"],
  ["landing_page_id", "landingPageId", "int"],
  ["failed_step", "failedStep", "text"],
  ["error", "error", "text"],
];
const STEP_COLUMNS: Columns = [
  ["run_id", "runId", "text"],
  ["step_number", "stepNumber", "int"],
  ["step", "step", "text"],
  ["started_at", "startedAt", "timestamptz"],
  ["duration_ms", "durationMs", "int"],
  ["outcome", "outcome", "text"],
];
const SNAPSHOT_COLUMNS: Columns = [
  ["stream_id", "streamId", "text"],
  ["version", "version", "int"],
  ["seq", "seq", "bigint"],
  ["snapshot", "snapshot", "jsonb"],
];

/**
 * INSERT ... SELECT FROM json_to_recordset: the rows travel as one JSON text
 * (JSON.stringify is native), which costs Node a fraction of what encoding a
 * Postgres array literal per column does.
 */
function insertFromJson(table: string, columns: Columns, rows: readonly object[]): RawBuilder<unknown> | null {
  if (rows.length === 0) return null;
  const targets = sql.join(columns.map(([column]) => sql.ref(column)));
  const keys = sql.join(columns.map(([, key]) => sql.ref(key)));
  const definitions = sql.raw(columns.map(([, key, type]) => `"${key}" ${type}`).join(", "));
  return sql`insert into ${sql.table(table)} (${targets})
    select ${keys} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${definitions})`;
}

const OUTCOMES = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
} as const;

/**
 * The rebuild's projection writer: it folds the events into rows in memory and
 * writes them with multi-row INSERTs (a row is written once it can no longer
 * change), instead of one statement per event. It writes exactly the rows the
 * live projections write; the property test over random histories checks it.
 */
export class BatchProjector {
  private openLogs = new Map<string, LogRow>();
  private openRuns = new Map<string, RunRow>();
  private openSteps = new Map<string, StepRow>();
  private logs: LogRow[] = [];
  private runs: RunRow[] = [];
  private steps: StepRow[] = [];
  private console: {
    id: number;
    timestamp: string;
    level: string;
    step: string | null;
    stepNumber: number | null;
    message: string;
    executionTime: number | null;
    runId: string | null;
  }[] = [];
  private snapshots: { streamId: string; version: number; seq: number; snapshot: ReplaySnapshot }[] = [];

  constructor(
    private readonly trx: Trx,
    private readonly streamId: string,
    private current: ReplaySnapshot,
  ) {}

  get state(): ReplaySnapshot {
    return this.current;
  }

  /** The write of the previous batch, still running on the server while the next batch is folded. */
  private writing: Promise<unknown> = Promise.resolve();

  /**
   * Folds a batch of events, collecting their rows, and starts writing what is
   * final; it waits for the previous batch's write first, so a failed write
   * surfaces (and rolls the rebuild back) one batch later at most.
   */
  async apply(events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      const next = replayTransition(this.current, toMachineEvent(event, event.occurredAt));
      // A refused event means a corrupt history: the rebuild stops and rolls back.
      if (!next)
        throw new RejectedEvent(
          `${event.type} (seq ${event.seq}) is not possible in ${JSON.stringify(this.current.value)}`,
        );
      this.current = next;
      if (event.version % SNAPSHOT_EVERY === 0) {
        this.snapshots.push({
          streamId: this.streamId,
          version: event.version,
          seq: event.seq,
          snapshot: { value: next.value, context: next.context },
        });
      }
      consoleLinesOf(event)
        .slice(0, 16)
        .forEach((line, index) => {
          this.console.push({
            id: event.seq * 16 + index,
            timestamp: event.occurredAt,
            level: line.level,
            step: line.step ?? null,
            stepNumber: line.stepNumber ?? null,
            message: line.message,
            executionTime: line.executionTime ?? null,
            runId: line.runId ?? null,
          });
        });
      await this.project(event);
    }
    await this.writing;
    this.writing = this.flush();
    // Awaited by the next apply() or finish(); until then a failure must not surface as unhandled.
    this.writing.catch(() => undefined);
  }

  private async project(event: StoredEvent): Promise<void> {
    switch (event.type) {
      case "StepStarted": {
        const key = `${event.data.runId}:${event.data.stepNumber}`;
        this.openLogs.set(key, {
          id: event.seq,
          runId: event.data.runId,
          status: "in_progress",
          step: event.data.step,
          stepNumber: event.data.stepNumber,
          message: `Running ${event.data.step.replace(/_/g, " ")}`,
          executionTimeMs: null,
          landingPageId: null,
          createdAt: event.occurredAt,
        });
        this.openSteps.set(key, {
          runId: event.data.runId,
          stepNumber: event.data.stepNumber,
          step: event.data.step,
          startedAt: event.occurredAt,
          durationMs: null,
          outcome: "running",
        });
        return;
      }
      case "StepCompleted":
      case "StepFailed": {
        const key = `${event.data.runId}:${event.data.stepNumber}`;
        const completed = event.type === "StepCompleted";
        const log = this.openLogs.get(key);
        if (log) {
          log.status = completed ? "completed" : "failed";
          log.message = event.type === "StepCompleted" ? event.data.message : event.data.error;
          log.executionTimeMs = event.data.durationMs;
          if (event.type === "StepCompleted" && event.data.landingPageId != null)
            log.landingPageId = event.data.landingPageId;
          this.openLogs.delete(key);
          this.logs.push(log);
        }
        const step = this.openSteps.get(key);
        if (step) {
          step.durationMs = event.data.durationMs;
          step.outcome = completed ? "completed" : "failed";
          this.openSteps.delete(key);
          this.steps.push(step);
        }
        return;
      }
      case "RunStarted":
        this.openRuns.set(event.data.runId, {
          runId: event.data.runId,
          startedSeq: event.seq,
          startedAt: event.occurredAt,
          endedAt: null,
          outcome: "running",
          executionMs: 0,
          landingPageId: null,
          failedStep: null,
          error: null,
        });
        return;
      case "RunCompleted":
      case "RunFailed":
      case "RunAborted":
      case "RunStopped": {
        if (event.type === "RunAborted") {
          for (const [key, log] of this.openLogs) {
            if (log.runId === event.data.runId && log.status === "in_progress") {
              log.status = "failed";
              log.message = `Aborted: ${event.data.reason}`;
              this.openLogs.delete(key);
              this.logs.push(log);
            }
          }
        }
        const run = this.openRuns.get(event.data.runId);
        if (!run) return;
        run.endedAt = event.occurredAt;
        run.outcome = OUTCOMES[event.type];
        run.executionMs = event.data.durationMs;
        if (event.type === "RunCompleted") run.landingPageId = event.data.landingPageId;
        if (event.type === "RunFailed") {
          run.failedStep = event.data.step;
          run.error = event.data.error;
        }
        if (event.type === "RunAborted") {
          run.failedStep = event.data.step;
          run.error = event.data.reason;
        }
        this.openRuns.delete(event.data.runId);
        this.runs.push(run);
        return;
      }
      case "LogsCleared": {
        // Entries older than the clear disappear, whether written already or still in memory.
        this.logs = this.logs.filter((log) => log.id >= event.seq);
        for (const [key, log] of this.openLogs) if (log.id < event.seq) this.openLogs.delete(key);
        await this.writing;
        await this.trx.deleteFrom("automationActivityLogs").where("id", "<", event.seq).execute();
        return;
      }
      default:
        return;
    }
  }

  /** Writes the collected rows in ONE statement: an INSERT ... SELECT FROM json_to_recordset per table, as CTEs. */
  private flush(): Promise<unknown> {
    const parts = [
      insertFromJson("automation_console", CONSOLE_COLUMNS, this.console),
      insertFromJson("automation_activity_logs", LOG_COLUMNS, this.logs),
      insertFromJson("automation_runs", RUN_COLUMNS, this.runs),
      insertFromJson("automation_step_timings", STEP_COLUMNS, this.steps),
      insertFromJson("automation_snapshots", SNAPSHOT_COLUMNS, this.snapshots),
    ].filter((part) => part !== null);
    this.logs = [];
    this.console = [];
    this.runs = [];
    this.steps = [];
    this.snapshots = [];
    if (parts.length === 0) return Promise.resolve();
    // Data-modifying CTEs: every part runs exactly once, in one round trip.
    const statement =
      parts.length === 1
        ? (parts[0] as RawBuilder<unknown>)
        : sql`with ${sql.join(
            parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`),
            sql`, `,
          )} select 1`;
    // Without the camel-case plugin: the JSON keys are the row objects' own (camelCase) names.
    return statement.execute(this.trx.withoutPlugins());
  }

  /** Writes the rows still open at the end of the stream (a run or a step still in flight). */
  async finish(): Promise<void> {
    await this.writing;
    this.logs.push(...this.openLogs.values());
    this.runs.push(...this.openRuns.values());
    this.steps.push(...this.openSteps.values());
    this.openLogs.clear();
    this.openRuns.clear();
    this.openSteps.clear();
    await this.flush();
  }
}
