import type { StepName } from "@movebreak/shared/automation";

export interface StepInput {
  runId: string;
  /** What the run's earlier steps produced, by step. */
  outputs: Partial<Record<StepName, unknown>>;
  /** Fires when the step times out or the server stops: long work should stop. */
  signal: AbortSignal;
}

export interface StepResult {
  message: string;
  output?: unknown;
  landingPageId?: number | null;
  /** Shown as warn lines in the console (a failed pin, a fallback taken). */
  warnings?: string[];
}

/** The 8 step implementations, injected (real ones in pages/, fakes in tests). */
export type WorkflowSteps = Record<StepName, (input: StepInput) => Promise<StepResult>>;
