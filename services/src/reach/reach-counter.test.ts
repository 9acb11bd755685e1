import { describe, expect, it } from "vitest";
import { type ReachRow, reachCounter } from "./reach-counter";

function counterAt(now: { at: Date }, limits = {}, failWrites = { count: 0 }) {
  const written: ReachRow[][] = [];
  const dropped: number[] = [];
  const errors: unknown[] = [];
  const counter = reachCounter({
    clock: () => now.at,
    async write(rows) {
      if (failWrites.count > 0) {
        failWrites.count--;
        throw new Error("database down");
      }
      written.push(rows.map((row) => ({ ...row })));
    },
    onError: (error) => errors.push(error),
    onDropped: (n) => dropped.push(n),
    flushEveryMs: 3_600_000,
    limits,
  });
  return { counter, written, dropped, errors };
}

const hit = (host: string, location = "armsOnly", kind = "script_load" as const) => ({ host, location, kind });

describe("the reach counter", () => {
  it("when one client sends many hits, then its daily budget caps hosts, keys per host and counts per key", async () => {
    const { counter, written } = counterAt({ at: new Date("2026-11-25T10:00:00Z") });
    for (let i = 0; i < 100; i++) counter.count(hit("a.example"), "10.0.0.1");
    for (let i = 0; i < 20; i++) counter.count(hit("b.example", `loc${i}`), "10.0.0.1");
    for (let i = 0; i < 20; i++) counter.count(hit(`h${i}.example`), "10.0.0.1");
    // Another client has a budget of its own.
    counter.count(hit("a.example"), "10.0.0.2");
    await counter.flush();
    const rows = written.flat();
    expect(rows.find((row) => row.host === "a.example")?.count).toBe(6);
    expect(rows.filter((row) => row.host === "b.example")).toHaveLength(8);
    expect(new Set(rows.map((row) => row.host)).size).toBe(6);
    expect(rows.every((row) => row.day === "2026-11-25")).toBe(true);
  });

  it("when a new day starts, then the budget is new and the rows carry the new day", async () => {
    const now = { at: new Date("2026-11-25T23:59:59Z") };
    const { counter, written } = counterAt(now);
    for (let i = 0; i < 10; i++) counter.count(hit("a.example"), "10.0.0.1");
    now.at = new Date("2026-11-26T00:00:01Z");
    for (let i = 0; i < 10; i++) counter.count(hit("a.example"), "10.0.0.1");
    await counter.flush();
    expect(written.flat().map((row) => `${row.day} ${row.count}`)).toEqual(["2026-11-25 5", "2026-11-26 5"]);
  });

  it("when a day has more distinct rows than its cap, then the new ones count as (other)", async () => {
    const { counter, written } = counterAt({ at: new Date("2026-11-25T10:00:00Z") }, { maxRowsPerDay: 3 });
    for (let i = 0; i < 10; i++) counter.count(hit(`h${i}.example`), `10.0.1.${i}`);
    await counter.flush();
    expect(written.flat().map((row) => `${row.host}/${row.location} ${row.count}`)).toEqual([
      "h0.example/armsOnly 1",
      "h1.example/armsOnly 1",
      "h2.example/armsOnly 1",
      "(other)/(other) 7",
    ]);
  });

  it("when more distinct keys wait than the pending cap, then hits are dropped and reported, never queued", async () => {
    const { counter, written, dropped } = counterAt({ at: new Date("2026-11-25T10:00:00Z") }, { maxPending: 2 });
    for (let i = 0; i < 5; i++) counter.count(hit(`h${i}.example`), `10.0.2.${i}`);
    await counter.flush();
    expect(written.flat()).toHaveLength(2);
    expect(dropped).toEqual([3]);
  });

  it("when a write fails, then its counts are kept and written by the next flush", async () => {
    const fail = { count: 1 };
    const { counter, written, errors } = counterAt({ at: new Date("2026-11-25T10:00:00Z") }, {}, fail);
    counter.count(hit("a.example"), "10.0.0.1");
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.count(hit("a.example"), "10.0.0.3");
    await counter.stop();
    expect(written).toEqual([
      [{ day: "2026-11-25", host: "a.example", location: "armsOnly", kind: "script_load", count: 2 }],
    ]);
  });
});
