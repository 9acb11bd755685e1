import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visitCounter } from "./visit-counter";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("visit counter", () => {
  it("counts a client once per target per hour, and again the next hour", async () => {
    let now = new Date("2026-11-25T10:00:00Z");
    const stored = new Map<string, number>();
    const counter = visitCounter<string>({
      clock: () => now,
      write: async (counts) => {
        for (const [k, n] of counts) stored.set(k, (stored.get(k) ?? 0) + n);
      },
      onError: () => {},
    });
    for (let i = 0; i < 5; i++) counter.count("a", "10.0.0.1");
    counter.count("a", "10.0.0.2");
    counter.count("b", "10.0.0.1");
    now = new Date("2026-11-25T11:00:00Z");
    counter.count("a", "10.0.0.1");
    await counter.stop();
    expect(Object.fromEntries(stored)).toEqual({ a: 3, b: 1 });
  });

  it("a figure read while batches are written is never one short or one over", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("count", "flush", "read", "fail"), { maxLength: 40 }), async (ops) => {
        let stored = 0;
        let failNext = false;
        let ip = 0;
        let counted = 0;
        const counter = visitCounter<string>({
          clock: () => new Date("2026-11-25T10:00:00Z"),
          write: async (counts) => {
            await tick();
            if (failNext) {
              failNext = false;
              throw new Error("write failed");
            }
            stored += counts.get("r") ?? 0;
            await tick();
          },
          onError: () => {},
          maxRemembered: 1_000,
        });
        const reads: Promise<void>[] = [];
        for (const op of ops) {
          if (op === "count") {
            counter.count("r", `10.0.0.${ip++}`);
            counted++;
          } else if (op === "flush") void counter.flush();
          else if (op === "fail") failNext = true;
          else {
            const expected = counted;
            // A read sees at least every visit counted before it started.
            reads.push(
              counter
                .read("r", async () => {
                  // A read that takes a few turns, as a query does: writes may start and end meanwhile.
                  const value = stored;
                  for (let i = 0; i < 3; i++) await tick();
                  return value;
                })
                .then((n) => {
                  expect(n).toBeGreaterThanOrEqual(expected);
                  expect(n).toBeLessThanOrEqual(counted);
                }),
            );
          }
          await tick();
        }
        await Promise.all(reads);
        failNext = false;
        await counter.stop();
        expect(stored).toBe(counted);
      }),
      { numRuns: 100 },
    );
  });
});
