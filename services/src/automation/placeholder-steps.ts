import { STEP_NAMES } from "@movebreak/shared/automation";
import type { WorkflowSteps } from "./workflow-steps";

/**
 * Until the landing-page workflow is installed, every step fails with a clear
 * message instead of pretending to publish (three failed runs then stop the
 * automation in error, as the spec says).
 */
export const placeholderSteps: WorkflowSteps = Object.fromEntries(
  STEP_NAMES.map((step) => [
    step,
    async () => {
      throw new Error(`The ${step} step is not installed yet (the landing-page workflow arrives in a later release)`);
    },
  ]),
) as unknown as WorkflowSteps;
