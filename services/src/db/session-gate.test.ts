import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "./create-database";
import { migrateToLatest } from "./migrate";

describe("the PGlite single-session gate", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({ kind: "pglite", dataDir: null });
    await migrateToLatest(handle.db.withoutPlugins());
    await handle.executeSql("create table queue_rows (id serial primary key, note text not null)");
  });
  afterAll(() => handle.close());

  it("when a transaction rolls back while another caller writes, then the other write survives and the transaction's does not", async () => {
    let insideTransaction!: () => void;
    const transactionOpen = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });

    const rolledBack = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into queue_rows (note) values ('from the transaction')`.execute(trx);
        insideTransaction();
        // Give the other caller every chance to slip into the open transaction.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);

    await transactionOpen;
    // A poller (as pg-boss will be) writes while the transaction is open.
    const polled = Promise.all([
      handle.executeSql("insert into queue_rows (note) values ($1)", ["from the poller"]),
      sql`insert into queue_rows (note) values ('from kysely outside')`.execute(handle.db),
    ]);

    expect(await rolledBack).toBe("roll back");
    await polled;
    const { rows } = await handle.executeSql("select note from queue_rows order by note");
    expect(rows).toEqual([{ note: "from kysely outside" }, { note: "from the poller" }]);
  });

  it("when a transaction that will roll back is open, then a concurrent reader never sees its rows", async () => {
    let insideTransaction!: () => void;
    const transactionOpen = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    const rolledBack = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into queue_rows (note) values ('never committed')`.execute(trx);
        insideTransaction();
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    await transactionOpen;
    const read = handle.executeSql("select count(*)::int as n from queue_rows where note = 'never committed'");
    expect(await rolledBack).toBe("rolled back");
    // The read waited for the rollback instead of running inside the open transaction.
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("when queries follow each other without I/O for a long time, then timers and requests still get their turn", async () => {
    // PGlite answers in memory: without the gate's yield, this chain would be one macrotask and the timer
    // (standing in for a socket or a step timeout) could not fire until the chain had ended.
    let timerFired = false;
    setTimeout(() => {
      timerFired = true;
    }, 1);
    let queries = 0;
    while (!timerFired && queries < 5_000) {
      await handle.db.selectNoFrom(sql<number>`1`.as("one")).execute();
      queries += 1;
    }
    // Without the yield the loop would run all its queries in one macrotask and end with the timer still waiting;
    // with it, the timer fires while queries still flow.
    expect(timerFired).toBe(true);
    expect(queries).toBeGreaterThanOrEqual(1);
  });
});
