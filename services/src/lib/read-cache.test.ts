import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache";

interface Answer {
  value: string;
  status: number;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const newCache = (ttlMs = 60_000) =>
  new ReadCache<Answer>({
    ttlMs,
    maxBytes: 1_000,
    sizeOf: (answer) => answer.value.length,
    keep: (answer) => answer.status === 200,
  });

describe("the read cache", () => {
  it("when a key is read again, then the first load's answer is served and the database is not asked twice", async () => {
    const cache = newCache();
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, status: 200 });
    expect((await cache.get("k", load)).value).toBe("v1");
    expect((await cache.get("k", load)).value).toBe("v1");
    expect(loads).toBe(1);
  });

  it("when many requests miss together, then they share one load", async () => {
    const cache = newCache();
    const gate = deferred<Answer>();
    let loads = 0;
    const answers = Promise.all(
      Array.from({ length: 20 }, () =>
        cache.get("k", () => {
          loads += 1;
          return gate.promise;
        }),
      ),
    );
    gate.resolve({ value: "shared", status: 200 });
    expect((await answers).map((answer) => answer.value)).toEqual(Array(20).fill("shared"));
    expect(loads).toBe(1);
  });

  it("when the content changes while a load is under way, then that load's answer is not kept", async () => {
    const cache = newCache();
    const gate = deferred<Answer>();
    const stale = cache.get("k", () => gate.promise);
    cache.invalidate();
    const fresh = cache.get("k", async () => ({ value: "after the import", status: 200 }));
    gate.resolve({ value: "before the import", status: 200 });
    expect((await stale).value).toBe("before the import");
    expect((await fresh).value).toBe("after the import");
    expect((await cache.get("k", async () => ({ value: "never read", status: 200 }))).value).toBe("after the import");
  });

  it("when invalidated, then the next read loads again", async () => {
    const cache = newCache();
    await cache.get("k", async () => ({ value: "old", status: 200 }));
    cache.invalidate();
    expect((await cache.get("k", async () => ({ value: "new", status: 200 }))).value).toBe("new");
  });

  it("when an answer is not one to keep (a 404) or the load fails, then nothing is cached", async () => {
    const cache = newCache();
    await cache.get("missing", async () => ({ value: "Page Not Found", status: 404 }));
    expect((await cache.get("missing", async () => ({ value: "published now", status: 200 }))).value).toBe(
      "published now",
    );
    await expect(cache.get("broken", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect((await cache.get("broken", async () => ({ value: "back", status: 200 }))).value).toBe("back");
  });

  it("when its time is up, then an entry is loaded again", async () => {
    const cache = newCache(20);
    await cache.get("k", async () => ({ value: "first", status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await cache.get("k", async () => ({ value: "second", status: 200 }))).value).toBe("second");
  });

  it("when the entries pass the byte limit, then the least recently used go first", async () => {
    const cache = newCache();
    await cache.get("a", async () => ({ value: "a".repeat(600), status: 200 }));
    await cache.get("b", async () => ({ value: "b".repeat(600), status: 200 }));
    expect(cache.size).toBe(1);
    expect((await cache.get("a", async () => ({ value: "reloaded", status: 200 }))).value).toBe("reloaded");
  });

  it("when an expired entry's reload fails with an error staleIfError accepts, then the expired answer is served; other errors still fail", async () => {
    const offline = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const cache = new ReadCache<Answer>({
      ttlMs: 50,
      maxBytes: 1_000,
      sizeOf: (answer) => answer.value.length,
      staleIfError: (error) => error === offline,
    });
    await cache.get("k", async () => ({ value: "before", status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 80)); // the entry expires

    await expect(cache.get("k", () => Promise.reject(offline))).resolves.toEqual({ value: "before", status: 200 });
    await expect(cache.get("k", () => Promise.reject(new Error("a bug")))).rejects.toThrow("a bug");
    // The expired answer was served, not stored again: once the database is back, the next read loads.
    await expect(cache.get("k", async () => ({ value: "after", status: 200 }))).resolves.toEqual({
      value: "after",
      status: 200,
    });
    await expect(cache.get("other", () => Promise.reject(offline))).rejects.toBe(offline);
    cache.invalidate();
    await expect(cache.get("k", () => Promise.reject(offline))).rejects.toBe(offline);
  });
});
