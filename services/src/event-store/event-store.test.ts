import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-database";
import type { DatabaseHandle } from "../db/create-database";
import { appendToStream, ConcurrencyError, readStream, streamVersion } from "./event-store";
import { lastSeqOfType, readStreamBatch } from "./indexed-reads";

describe("the event store's append and replay reads", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const at = new Date("2027-03-01T10:00:00.123Z");

  beforeAll(async () => {
    ({ handle, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it("when events are appended in one call, then they get the next versions, seqs in version order and the stored meta", async () => {
    const db = handle.db;
    const events = [
      { type: "RunStarted", data: { runId: "r1", n: 1 } },
      { type: "Custom", data: { text: 'quotes " and \\ backslash, {braces}, ünïcode' } },
      { type: "RunStarted", data: { runId: "r2", nested: { list: [1, null, "x"] } } },
    ];
    const recorded = await db.transaction().execute((trx) => appendToStream(trx, "s-1", 0, events, { actor: "a" }, at));
    expect(recorded.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(recorded.map((e) => e.data)).toEqual(events.map((e) => e.data));
    expect(recorded[0]?.meta).toEqual({ actor: "a", schemaVersion: 1 });
    expect(recorded[1]?.meta).toEqual({ actor: "a" });
    expect(recorded.every((e) => e.occurredAt === at.toISOString())).toBe(true);
    const seqs = recorded.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const stored = await readStream(db, "s-1");
    expect(stored).toEqual(recorded);
    expect(await streamVersion(db, "s-1")).toBe(3);
    expect(await lastSeqOfType(db, "s-1", "RunStarted", Number.MAX_SAFE_INTEGER)).toBe(seqs[2]);
    expect(await lastSeqOfType(db, "s-1", "RunStarted", seqs[1] as number)).toBe(seqs[0]);
  });

  it("when a call appends at a version already taken, then it fails with ConcurrencyError and stores nothing", async () => {
    const db = handle.db;
    await appendToStream(db, "s-2", 0, [{ type: "A", data: {} }], { actor: "a" }, at);
    await expect(
      appendToStream(
        db,
        "s-2",
        0,
        [
          { type: "B", data: {} },
          { type: "C", data: {} },
        ],
        { actor: "a" },
        at,
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await readStream(db, "s-2")).map((e) => e.type)).toEqual(["A"]);
    expect(await appendToStream(db, "s-2", 1, [], { actor: "a" }, at)).toEqual([]);
  });

  it("when a replay reads a stream in batches, then it gets every event once, in version order, across gaps", async () => {
    const db = handle.db;
    const events = Array.from({ length: 25 }, (_, i) => ({ type: "E", data: { i } }));
    await appendToStream(db, "s-3", 0, events, { actor: "a" }, at);
    // Versions 6-12 missing: a batch must not end the replay early.
    await sql`delete from automation_events where stream_id = 's-3' and stream_version between 6 and 12`.execute(db);
    const expected = (await readStream(db, "s-3")).map((e) => e.version);
    for (const limit of [1, 4, 5, 7, 100]) {
      const versions: number[] = [];
      let from = 0;
      for (;;) {
        const batch = await readStreamBatch(db, "s-3", from, limit);
        if (batch.length === 0) break;
        expect(batch.length).toBeLessThanOrEqual(limit);
        versions.push(...batch.map((e) => e.version));
        from = batch[batch.length - 1]?.version as number;
      }
      expect(versions).toEqual(expected);
    }
    const [first] = await readStreamBatch(db, "s-3", 0, 1);
    expect(first).toEqual((await readStream(db, "s-3", 0, 1))[0]);
  });
});
