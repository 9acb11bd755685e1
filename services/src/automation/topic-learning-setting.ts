import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { loadState } from "./projections/decision-store";

/**
 * Whether step 1 learns from its pages' store clicks: the automation's own state, the one the status shows (its
 * fold of TopicLearningChanged, stored with each append); on when none was ever recorded. Read by the step
 * itself, so a run started on any instance sees the operator's latest choice.
 */
export async function topicLearningOn(db: Kysely<Database>): Promise<boolean> {
  return (await loadState(db, AUTOMATION_STREAM)).state.context.topicLearning !== false;
}
