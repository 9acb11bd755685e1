import { hashString } from "../../generation/random";
import { selectTopic } from "../../generation/select-topic";
import { allSlugs } from "../../pages-repo";
import type { LandingPageStep, StepContext } from "../step-context";

/** Step 1: the next uncovered topic of the matrix whose slug is free, chosen by the run's id. */
export const selectTopicStep =
  ({ deps, db }: StepContext): LandingPageStep<"select_topic"> =>
  async ({ runId }) => {
    const topic = selectTopic(await deps.matrix(), await allSlugs(db), hashString(runId));
    if (!topic)
      throw new Error("Every topic of the matrix already has a page: add entries to ops/seed/topic-matrix.json");
    return { message: `Topic chosen: ${topic.slug}`, output: { topic } };
  };
