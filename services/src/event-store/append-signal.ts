import type { DatabaseHandle } from "../db/create-database";

/** The channel every append notifies at commit (a statement trigger on the event table, migration 20261125T170000). */
export const EVENTS_CHANNEL = "automation_events";

export interface AppendReader {
  /** Events may have been appended: read on from where you are. */
  wake(): void;
  /** The server is stopping: finish. */
  end(): void;
}

/**
 * What wakes the live readers of the event table (history streams, the status snapshot): a NOTIFY from any
 * instance's commit, this instance's own commits as soon as they return, and a poll while anyone reads,
 * for an event a reader held back because an older transaction was still open when it was notified.
 */
export interface AppendSignal {
  subscribe(reader: AppendReader): () => void;
  /** This instance has committed appends (wakes its readers without waiting for the notification). */
  appended(): void;
  close(): Promise<void>;
}

export async function appendSignal(database: Pick<DatabaseHandle, "listen">, pollMs = 1_000): Promise<AppendSignal> {
  const readers = new Set<AppendReader>();
  const wakeAll = () => {
    for (const reader of readers) reader.wake();
  };
  const unlisten = await database.listen(EVENTS_CHANNEL, wakeAll);
  const poll = setInterval(() => {
    if (readers.size > 0) wakeAll();
  }, pollMs);
  poll.unref();
  return {
    subscribe(reader) {
      readers.add(reader);
      return () => readers.delete(reader);
    },
    appended: wakeAll,
    async close() {
      clearInterval(poll);
      for (const reader of [...readers]) reader.end();
      readers.clear();
      await unlisten();
    },
  };
}
