import type { StepName } from "@movebreak/shared/automation";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";

/**
 * What each step leaves for the later ones, by step name. The automation stores outputs as JSON and
 * does not look inside, so its own map is `unknown` throughout; a set of steps that knows its outputs
 * (pages/workflow) declares a narrower map and gets them typed.
 */
export type StepOutputs = Record<StepName, unknown>;

export interface StepInput<Outputs extends StepOutputs = StepOutputs> {
  runId: string;
  /** What the run's earlier steps produced, by step. */
  outputs: Partial<Outputs>;
  /** Fires when the step times out or the server stops: long work should stop. */
  signal: AbortSignal;
}

export interface StepResult<Output = unknown> {
  message: string;
  output?: Output;
  landingPageId?: number | null;
  /** Shown as warn lines in the console (a failed pin, a fallback taken). */
  warnings?: string[];
  /**
   * The step's lasting write (the publish step's page), run inside the transaction that records the step as
   * completed: both commit or neither does, so no page exists that no event names, and a step whose event
   * is refused (its run was aborted meanwhile) leaves nothing behind. Returns the page it wrote.
   */
  commit?: (trx: Transaction<Database>) => Promise<{ landingPageId: number }>;
  /** Called once `commit` has committed (the public caches are emptied). */
  afterCommit?: () => void;
}

/** The 8 step implementations, injected (real ones in pages/, fakes in tests). */
export type WorkflowSteps<Outputs extends StepOutputs = StepOutputs> = {
  [Step in StepName]: (input: StepInput<Outputs>) => Promise<StepResult<Outputs[Step]>>;
};

/**
 * Typed steps as the automation runs them. The outputs a step is given are read back from the
 * events its own run's earlier steps wrote, so they have the shape those steps declared.
 */
export function untypedSteps<Outputs extends StepOutputs>(steps: WorkflowSteps<Outputs>): WorkflowSteps {
  return steps as unknown as WorkflowSteps;
}
