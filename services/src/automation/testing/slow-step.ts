import type { StepName } from "@movebreak/shared/automation";
import type { WorkflowSteps } from "../workflow-steps";

/**
 * The same steps with one made `ms` slower (AUTOMATION_SLOW_STEP, refused in production), so an end-to-end
 * journey can watch a run at a step. The wait ends early when the step is aborted, as a real step's work would.
 */
export function withSlowStep(steps: WorkflowSteps, slow: { step: StepName; ms: number }): WorkflowSteps {
  const original = steps[slow.step];
  return {
    ...steps,
    [slow.step]: async (input: Parameters<typeof original>[0]) => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, slow.ms);
        input.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return original(input);
    },
  };
}
