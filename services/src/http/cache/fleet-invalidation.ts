import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/create-database";

/** The channel a committed change of public content is announced on (PostgreSQL NOTIFY, to every instance). */
export const PUBLIC_CONTENT_CHANNEL = "public_content_changed";

/**
 * What a notification carries: which instance made the change (it has emptied its own caches already) and
 * the cache keys it changed (`null`: everything; the keys are carried for whoever can empty less than all).
 */
const NoticeSchema = z.object({ from: z.string(), keys: z.array(z.string()).nullable() });
type Notice = z.infer<typeof NoticeSchema>;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a longer list of keys is sent as "everything". */
const MAX_PAYLOAD_BYTES = 7_900;
/** A NOTIFY that fails (a busy pool, a blip) is sent again this many times, after 100, 200, 400 ms. */
const NOTIFY_ATTEMPTS = 4;

export interface FleetInvalidation {
  /**
   * This instance has committed a change of public content: its caches are emptied now, and (PostgreSQL) every
   * other instance's when the notification reaches it. Never throws; a NOTIFY that cannot be sent is reported.
   */
  changed(keys?: readonly string[]): void;
  /** Resolves once the notifications sent so far have been handed to the database (tests, stop()). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One fleet, one truth (issue 32): every instance empties its public caches within a second of a change made by
 * any instance, through LISTEN/NOTIFY on the database they share. A listener that lost its connection empties
 * them once it listens again (a notification may have been missed while it was down). PGlite has one process
 * (its folder is locked), so there the change only empties this instance's caches, as before.
 */
export async function fleetInvalidation(
  database: Pick<DatabaseHandle, "kind" | "listen" | "executeSql">,
  caches: { invalidate(): void },
  notifyFailed: (error: unknown) => void,
): Promise<FleetInvalidation> {
  if (database.kind === "pglite") {
    return { changed: () => caches.invalidate(), settled: async () => undefined, close: async () => undefined };
  }
  const self = randomUUID();
  const unlisten = await database.listen(PUBLIC_CONTENT_CHANNEL, (payload) => {
    // undefined: (re)connected, anything may have changed meanwhile. Our own notice: emptied when sent.
    if (payload === undefined || fromOf(payload) !== self) caches.invalidate();
  });
  let sending = Promise.resolve();
  const notify = async (text: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await database.executeSql("select pg_notify($1, $2)", [PUBLIC_CONTENT_CHANNEL, text]);
        return;
      } catch (error) {
        if (attempt >= NOTIFY_ATTEMPTS) return notifyFailed(error);
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    }
  };
  return {
    changed(keys) {
      caches.invalidate();
      // Sent after the write's commit (every caller calls this once its transaction has committed), in order.
      const text = payloadOf({ from: self, keys: keys ? [...keys] : null });
      sending = sending.then(() => notify(text));
    },
    settled: () => sending,
    async close() {
      await sending;
      await unlisten();
    },
  };
}

function payloadOf(notice: Notice): string {
  const text = JSON.stringify(notice);
  return Buffer.byteLength(text) < MAX_PAYLOAD_BYTES ? text : JSON.stringify({ ...notice, keys: null });
}

/** The sending instance, or undefined for a payload that is not a notice (emptied all the same). */
function fromOf(payload: string): string | undefined {
  try {
    return NoticeSchema.safeParse(JSON.parse(payload)).data?.from;
  } catch {
    return undefined;
  }
}
