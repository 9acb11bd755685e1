import { describe, expect, it } from "vitest";
import { databaseOfTwoInstances } from "../../../test/support/two-instances";
import type { DatabaseHandle } from "../../db/create-database";
import { fleetInvalidation } from "./fleet-invalidation";

/** Caches that count how often they were emptied, and let a test await the next time. */
function countedCaches() {
  let emptied = 0;
  const waiting = new Set<() => void>();
  return {
    invalidate() {
      emptied += 1;
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
    get emptied() {
      return emptied;
    },
    next: () => new Promise<void>((resolve) => waiting.add(resolve)),
  };
}

describe("fleet invalidation", () => {
  // The other instance: on PostgreSQL a pool and listener of its own; PGlite has one session.
  const db = databaseOfTwoInstances();

  it("when an instance changes public content, then its own caches are emptied at once, and once", async () => {
    const caches = countedCaches();
    // PostgreSQL: the listener empties them once on connecting (what was sent before it listened is unknown).
    const listening = db.handle.kind === "postgres" ? caches.next() : Promise.resolve();
    const fleet = await fleetInvalidation(db.handle, caches, () => undefined);
    await listening;
    const before = caches.emptied;
    fleet.changed(["page:a"]);
    expect(caches.emptied).toBe(before + 1);
    await fleet.settled();
    if (db.handle.kind === "postgres") {
      // A notice sent after ours arrives after it: by then our own has been heard, and not taken for a change.
      const there = await fleetInvalidation(db.other, countedCaches(), () => undefined);
      const heard = caches.next();
      there.changed(["page:b"]);
      await heard;
      await there.close();
      expect(caches.emptied).toBe(before + 2);
    }
    await fleet.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "when another instance changes public content, even naming more keys than a notification holds, then this one's caches are emptied",
    async () => {
      const mine = countedCaches();
      const theirs = countedCaches();
      // The first emptying is the listener's own on connecting (what was sent before it listened is unknown).
      const listening = mine.next();
      const here = await fleetInvalidation(db.handle, mine, () => undefined);
      await listening;
      const there = await fleetInvalidation(db.other, theirs, () => undefined);
      for (const keys of [["location:desk"], Array.from({ length: 2_000 }, (_, index) => `routine:routine-${index}`)]) {
        const emptied = mine.next();
        there.changed(keys);
        await emptied;
      }
      await Promise.all([here.close(), there.close()]);
    },
  );

  it("when a notice cannot be sent, then the failure is reported, never thrown", async () => {
    const reported: unknown[] = [];
    const caches = countedCaches();
    const failing: DatabaseHandle = {
      ...db.handle,
      executeSql: () => Promise.reject(new Error("connection terminated")),
    };
    const fleet = await fleetInvalidation(failing, caches, (error) => reported.push(error));
    expect(() => fleet.changed()).not.toThrow();
    await fleet.settled();
    await fleet.close();
    expect(caches.emptied).toBeGreaterThan(0);
    expect(reported).toHaveLength(db.handle.kind === "postgres" ? 1 : 0);
  });
});
