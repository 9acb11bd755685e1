import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { AutomationEventData } from "@movebreak/shared/automation-events";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { latestOfType } from "../event-store/indexed-reads";

/**
 * Whether step 1 learns from its pages' store clicks: what the last TopicLearningChanged says (the event log is
 * the setting's truth), on when none was ever recorded. Read by the step itself, so a run started on any
 * instance sees the operator's latest choice.
 */
export async function topicLearningOn(db: Kysely<Database>): Promise<boolean> {
  const [event] = await latestOfType(db, AUTOMATION_STREAM, {
    type: "TopicLearningChanged",
    afterSeq: 0,
    untilSeq: Number.MAX_SAFE_INTEGER,
    limit: 1,
  });
  return event ? (event.data as AutomationEventData<"TopicLearningChanged">).enabled : true;
}
