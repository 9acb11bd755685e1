import { describe, expect, it } from "vitest";
import { databaseOfTwoInstances } from "../../test/support/two-instances";
import { type AppendSignal, appendSignal } from "./append-signal";
import { appendToStream } from "./event-store";

/** Wakes counted by a reader, and a wait for the next one. */
function countingReader(signal: AppendSignal) {
  let wakes = 0;
  let ended = false;
  const waiting = new Set<() => void>();
  signal.subscribe({
    wake: () => {
      wakes += 1;
      for (const resolve of waiting) resolve();
    },
    end: () => {
      ended = true;
    },
  });
  return {
    get wakes() {
      return wakes;
    },
    get ended() {
      return ended;
    },
    next: (timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        const done = () => {
          waiting.delete(done);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.delete(done);
          resolve(false);
        }, timeoutMs);
        waiting.add(done);
      }),
  };
}

describe("the append signal", () => {
  // Another writer: on PostgreSQL a pool of its own (as another instance has); PGlite has one session.
  const db = databaseOfTwoInstances();

  it("when another connection commits an append, then readers wake from the database's notification, without the poll", async () => {
    // A poll of an hour: a wake within the test can only be the notification.
    const signal = await appendSignal(db.handle, 3_600_000);
    const reader = countingReader(signal);
    // The listener's first wake (PostgreSQL wakes once it listens: anything sent before was missed).
    await reader.next(500);
    const before = reader.wakes;
    const woken = reader.next(5_000);
    await db.other.db
      .transaction()
      .execute((trx) =>
        appendToStream(trx, "signal-test", 0, [{ type: "Custom", data: {} }], { actor: "t" }, new Date()),
      );
    expect(await woken).toBe(true);
    expect(reader.wakes).toBeGreaterThan(before);
    await signal.close();
    expect(reader.ended).toBe(true);
  });

  it("when a transaction that appended rolls back, then nobody is woken", async () => {
    const signal = await appendSignal(db.handle, 3_600_000);
    const reader = countingReader(signal);
    await reader.next(500);
    const woken = reader.next(700);
    await db.other.db
      .transaction()
      .execute(async (trx) => {
        await appendToStream(trx, "signal-test-2", 0, [{ type: "Custom", data: {} }], { actor: "t" }, new Date());
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await woken).toBe(false);
    await signal.close();
  });
});
