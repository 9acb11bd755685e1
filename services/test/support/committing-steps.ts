import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import type { StepResult, WorkflowSteps } from "../../src/automation/workflow-steps";
import { createPage } from "../../src/pages/pages-repo";

/**
 * Workflow steps whose publish step really writes a landing page, the way the real one does (a `commit`
 * run in the transaction of the step's event), and that can be held at any step: `holdAt(step)` returns a
 * promise that settles when that step is next reached, and the step waits until `release()` (or its signal
 * aborts, as when its worker stops). Every call is counted by step.
 */
export function committingSteps() {
  const calls = new Map<StepName, number>();
  let hold: { step: StepName; reached: () => void; released: Promise<void>; release: () => void } | undefined;

  const steps = Object.fromEntries(
    STEP_NAMES.map((step) => [
      step,
      async ({ runId, signal }: { runId: string; signal: AbortSignal }) => {
        calls.set(step, (calls.get(step) ?? 0) + 1);
        if (hold?.step === step) {
          const current = hold;
          current.reached();
          await new Promise<void>((resolve, reject) => {
            current.released.then(resolve);
            signal.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")), { once: true });
          });
        }
        if (step !== "publish") return { message: `${step} done`, output: { step } };
        const slug = `exactly-once-${runId.slice(0, 8)}`.toLowerCase();
        const form = LandingPageFormSchema.parse({
          slug,
          painPoint: "neck pain",
          context: "desk",
          demographic: "office workers",
          seoTitle: "Neck relief at your desk",
          seoDescription: "Five moves for a stiff neck.",
          heroHeadline: "Neck relief",
          markdown: "# Neck relief\n\nRoll your shoulders.",
        });
        return {
          message: `Published /pages/${slug}`,
          output: { slug },
          commit: async (trx: Parameters<NonNullable<StepResult["commit"]>>[0]) => ({
            landingPageId: (await createPage(trx, { ...form, html: "<h1>Neck relief</h1>" }, new Date())).id,
          }),
        };
      },
    ]),
  ) as unknown as WorkflowSteps;

  return {
    steps,
    callsOf: (step: StepName) => calls.get(step) ?? 0,
    /** The next call of `step` waits until released; resolves once it has been reached. */
    holdAt(step: StepName): { reached: Promise<void>; release: () => void } {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { step, reached, released, release };
      return {
        reached: reachedPromise,
        release: () => {
          hold = undefined;
          release();
        },
      };
    },
  };
}
