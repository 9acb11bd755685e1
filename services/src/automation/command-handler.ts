import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { WriteGuard } from "../db/session-held";
import { appendToStream, ConcurrencyError } from "../event-store/event-store";
import type { Clock } from "../lib/clock";
import type { AutomationState } from "./automation";
import { type Command, type Decision, decide } from "./decide";
import { jobsFor, RUN_QUEUE } from "./effects";
import { type EventMeta, EventMetaSchema, parseEventData, type StoredEvent } from "./events";
import { loadState, saveState } from "./projections/decision-store";
import { evolveWithSnapshots } from "./projections/periodic-snapshots";
import { projectEvents } from "./projections/project-events";

/** What the handler needs of the job queue: to enqueue inside its transaction. */
export interface JobSender {
  send(executor: Transaction<Database>, queue: string, data: object, options?: { startAfter?: Date }): Promise<unknown>;
  cancelWaiting(executor: Transaction<Database>, queue: string, key: string, keep: string | null): Promise<number>;
}

export interface CommandHandlerDeps {
  db: Kysely<Database>;
  jobs: JobSender;
  clock: Clock;
  newId: () => string;
  minuteMs: number;
  /** Called after commit with the events just stored (the live bus). */
  published?: (events: StoredEvent[]) => void;
}

/**
 * A command, or a command built inside the transaction that will store its events: the effect a step
 * commits with its event (the publish step's page) is written there, so both commit or neither does, and
 * a rejected command (the run was aborted meanwhile) leaves no trace of it.
 */
export type CommandInput = Command | ((trx: Transaction<Database>) => Promise<Command>);

export interface HandledCommand {
  events: StoredEvent[];
  state: AutomationState;
  message: string;
}

const MAX_ATTEMPTS = 20;
/** Events after which only the current schedule's run job (if any) should be waiting. */
const supersedesSchedule = new Set(["NextRunScheduled", "AutomationStopped"]);

/**
 * Runs one command: load the folded state, decide, append with optimistic
 * concurrency, update the projections and enqueue the implied jobs, all in one
 * transaction. A concurrent append makes it reload and decide again, so 100
 * simultaneous Starts give exactly one AutomationStarted.
 */
export function commandHandler(deps: CommandHandlerDeps) {
  return async function handle(input: CommandInput, meta: EventMeta, guard?: WriteGuard): Promise<HandledCommand> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await deps.db.transaction().execute(async (trx) => {
          // An operator's command commits only while their session lasts.
          await guard?.(trx);
          const command = typeof input === "function" ? await input(trx) : input;
          const loaded = await loadState(trx, AUTOMATION_STREAM);
          const now = deps.clock();
          const decision: Decision = decide(loaded.state, command, { now, newId: deps.newId, minuteMs: deps.minuteMs });
          // Every event's data passes its type's schema before it is stored.
          const checked = decision.events.map((event) => parseEventData(event.type, event.data));
          const recorded = await appendToStream(
            trx,
            AUTOMATION_STREAM,
            loaded.version,
            checked,
            EventMetaSchema.parse(meta),
            now,
          );
          const events = recorded as unknown as StoredEvent[];
          const state = await evolveWithSnapshots(trx, AUTOMATION_STREAM, loaded.state, events);
          if (events.length > 0) {
            const last = events[events.length - 1] as StoredEvent;
            await saveState(trx, AUTOMATION_STREAM, state, last.version, last.seq);
            await projectEvents(trx, events);
            for (const job of jobsFor(events, state.context.runId)) {
              await deps.jobs.send(trx, job.queue, job.data, job.startAfter ? { startAfter: job.startAfter } : {});
            }
            // A new schedule (or none, once stopped) supersedes the waiting run jobs of earlier ones: they are
            // cancelled with the events, not left queued to be refused one by one.
            if (events.some((event) => supersedesSchedule.has(event.type))) {
              await deps.jobs.cancelWaiting(trx, RUN_QUEUE, "scheduleId", state.context.scheduleId);
            }
          }
          return { events, state, message: decision.message };
        });
        if (result.events.length > 0) deps.published?.(result.events);
        return result;
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
          continue;
        }
        throw error;
      }
    }
  };
}

export type HandleCommand = ReturnType<typeof commandHandler>;
