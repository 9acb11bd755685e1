import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runStep, StepTimeoutError } from "./run-step";

/** A step that works for `ms` and stops early, rejecting with its signal's reason, when the signal fires. */
const working = (ms: number) => (signal: AbortSignal) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => resolve(ms), ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const fakeTimers = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate", "performance"] });

describe("runStep", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("when a step outlives its timeout, then the outcome is a timeout at once and the step's signal fires with it", async () => {
    fakeTimers();
    let stepSignal: AbortSignal | undefined;
    const running = runStep(
      (signal) => {
        stepSignal = signal;
        return new Promise<never>(() => undefined); // ignores its signal: runStep must not wait for it
      },
      { label: "draft_content", timeoutMs: 2_000 },
    );
    await vi.advanceTimersByTimeAsync(2_000);
    const outcome = await running;

    expect(outcome).toMatchObject({ status: "timeout", durationMs: 2_000 });
    if (outcome.status !== "timeout") throw new Error("unreachable");
    expect(outcome.error).toBeInstanceOf(StepTimeoutError);
    expect(outcome.error.message).toBe("draft_content took longer than 2 s");
    expect(new StepTimeoutError("publish", 300).message).toBe("publish took longer than 300 ms");
    expect(outcome.error.name).toBe("TimeoutError");
    expect(stepSignal?.aborted).toBe(true);
    expect(stepSignal?.reason).toBe(outcome.error);
  });

  it("when the caller's signal fires mid-step, then the step's signal fires with its reason and the outcome waits for the step to stop", async () => {
    fakeTimers();
    const caller = new AbortController();
    const stopping = new Error("the server is stopping");
    let stepSignal: AbortSignal | undefined;
    let settled = false;
    const running = runStep(
      (signal) => {
        stepSignal = signal;
        // Takes 100 ms to unwind after the abort.
        return new Promise<never>((_, reject) =>
          signal.addEventListener("abort", () => setTimeout(() => reject(new Error("aborted")), 100)),
        );
      },
      { label: "publish", timeoutMs: 60_000, signal: caller.signal },
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    caller.abort(stopping);

    expect(stepSignal?.reason).toBe(stopping);
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await running).toMatchObject({ status: "aborted", error: new Error("aborted"), durationMs: 600 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("when the caller's signal has fired before, then the step does not start", async () => {
    const caller = new AbortController();
    caller.abort(new Error("lost the claim"));
    const step = vi.fn(async () => 1);

    const outcome = await runStep(step, { label: "select_topic", timeoutMs: 1_000, signal: caller.signal });

    expect(outcome).toMatchObject({ status: "aborted", error: new Error("lost the claim") });
    expect(step).not.toHaveBeenCalled();
  });

  it("when a step finishes its work although the caller's signal fired, then its result counts", async () => {
    const caller = new AbortController();
    const outcome = await runStep(
      async () => {
        caller.abort();
        return "done anyway";
      },
      { label: "publish", timeoutMs: 1_000, signal: caller.signal },
    );
    expect(outcome).toMatchObject({ status: "completed", value: "done anyway" });
  });

  it("when a step rejects or throws before its first await, then the outcome is a failure with its error", async () => {
    const rejected = await runStep(
      async () => {
        throw new Error("draft_content failed on purpose");
      },
      { label: "draft_content", timeoutMs: 1_000 },
    );
    const thrown = await runStep(
      () => {
        throw new Error("thrown synchronously");
      },
      { label: "draft_content", timeoutMs: 1_000 },
    );
    expect(rejected).toMatchObject({ status: "failed", error: new Error("draft_content failed on purpose") });
    expect(thrown).toMatchObject({ status: "failed", error: new Error("thrown synchronously") });
  });

  it("when a step starts, then callbacks already waiting on the event loop have had their turn", async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const outcome = await runStep(async () => turned, { label: "select_topic", timeoutMs: 1_000 });
    expect(outcome).toMatchObject({ status: "completed", value: true });
  });

  it("when a fast step completes, then its timer is cleared and the process can exit before the timeout", () => {
    const script = `
      const { runStep } = await import("./run-step.ts");
      const outcome = await runStep(async () => 42, { label: "fast", timeoutMs: 3_600_000 });
      console.log(JSON.stringify(outcome));
    `;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(child.error).toBeUndefined();
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout)).toMatchObject({ status: "completed", value: 42 });
  });

  it("for any step duration and timeout, the outcome is a timeout exactly when the step takes longer", async () => {
    fakeTimers();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), async (ms, limit) => {
        fc.pre(ms !== limit);
        const running = runStep(working(ms), { label: "step", timeoutMs: limit });
        await vi.advanceTimersByTimeAsync(Math.max(ms, limit));
        const outcome = await running;

        expect(outcome.status).toBe(ms > limit ? "timeout" : "completed");
        expect(outcome.durationMs).toBe(Math.min(ms, limit));
        // Neither the timeout nor the step's own timer is left behind.
        expect(vi.getTimerCount()).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
