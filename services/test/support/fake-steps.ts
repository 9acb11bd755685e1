import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { WorkflowSteps } from "../../src/automation/workflow-steps";

type Behaviour = "succeed" | "fail" | "hang";

/**
 * Steps that succeed, fail or hang on demand. `plan(step)` decides each call;
 * every call is recorded with its start and end, to check runs never overlap.
 */
export function fakeSteps(plan: (step: StepName, call: number) => Behaviour = () => "succeed", workMs = 5) {
  const calls: { step: StepName; runId: string; startedAt: number; endedAt?: number }[] = [];
  let pageId = 100;
  const steps = Object.fromEntries(
    STEP_NAMES.map((step) => [
      step,
      async ({ runId, signal }: { runId: string; signal: AbortSignal }) => {
        const call = { step, runId, startedAt: performance.now() } as (typeof calls)[number];
        calls.push(call);
        const behaviour = plan(step, calls.length);
        try {
          if (behaviour === "hang") {
            await new Promise((_, reject) =>
              signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true }),
            );
          }
          await new Promise((resolve) => setTimeout(resolve, workMs));
          if (behaviour === "fail") throw new Error(`${step} failed on purpose`);
          return step === "publish"
            ? { message: "Page published", landingPageId: ++pageId, output: { slug: `page-${pageId}` } }
            : { message: `${step.replace(/_/g, " ")} done`, output: { step } };
        } finally {
          call.endedAt = performance.now();
        }
      },
    ]),
  ) as unknown as WorkflowSteps;
  return { steps, calls };
}

export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
