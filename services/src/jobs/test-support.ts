import { sql } from "kysely";
import { createDatabase, type DatabaseHandle, type DatabaseTarget } from "../db/create-database";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * A view of a database handle whose every later statement fails once `sever()` is called: an app
 * instance whose process died (or lost its network) in the middle of a job.
 */
export function severable(handle: DatabaseHandle): { handle: DatabaseHandle; sever: () => void } {
  let severed = false;
  const gone = () => new Error("this instance is gone");
  return {
    sever: () => {
      severed = true;
    },
    handle: {
      kind: handle.kind,
      health: handle.health,
      get db() {
        if (severed) throw gone();
        return handle.db;
      },
      executeSql: (text, values) => (severed ? Promise.reject(gone()) : handle.executeSql(text, values)),
      connections: () => handle.connections(),
      listen: (channel, onNotify) => handle.listen(channel, (payload) => severed || onNotify(payload)),
      close: () => Promise.resolve(),
    },
  };
}

/**
 * The database a second app instance would use: on PostgreSQL a pool of its own (as a second
 * process would have); PGlite has one session per process, so there it is the same handle.
 */
export async function secondInstanceDatabase(handle: DatabaseHandle, target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "pglite") return { ...handle, close: () => Promise.resolve() };
  const second = await createDatabase(target);
  // close() ends the pool through kysely, which only does so once kysely has used it: without this
  // the pool's idle connections outlive close() and are killed by the database drop.
  await sql`select 1`.execute(second.db);
  return second;
}
