import { hashString, seededRandom } from "@movebreak/shared/seeded-random";
import { daysBefore } from "@movebreak/shared/utc-day";
import { topicResults } from "../../../analytics/page-analytics-repo";
import { topicLearningOn } from "../../../automation/topic-learning-setting";
import { refreshCandidate } from "../../generation/refresh-candidate";
import { allTopics, selectTopic } from "../../generation/select-topic";
import { type ArmPick, armOf, armsOf, MIN_VIEWS_TO_LEARN, pickArm } from "../../generation/topic-learning";
import type { Topic } from "../../generation/types";
import { allSlugs, setAsideSlugs, topicPages } from "../../pages-repo";
import type { LandingPageStep, StepContext } from "../step-context";

/** The results step 1 learns from: the last 90 days of page views and store clicks. */
const LEARN_FROM_DAYS = 90;

/**
 * Step 1: the next uncovered topic of the matrix whose slug is free, chosen by the run's id. With topic learning
 * on (the default; the automation's settings turn it off) and at least MIN_VIEWS_TO_LEARN page views recorded in
 * the last 90 days, the topic's pain point (the arm) is first picked from its published pages' store clicks
 * (generation/topic-learning.ts): usually the pain point whose pages convert best, sampled by Thompson sampling
 * among those with enough views; at most 15 % of runs explore an untried or little-seen one. The spread rule then
 * picks the free topic inside it. The reason ("shoulder pain: 24 % store clicks on 2 pages (310 views), the best
 * so far; exploiting") goes into the step's message and output, so History and the console say why.
 */
export const selectTopicStep =
  ({ deps, db }: StepContext): LandingPageStep<"select_topic"> =>
  async ({ runId }) => {
    const matrix = await deps.matrix();
    const taken = await allSlugs(db);
    let learning: ArmPick | { note: string } | undefined;
    if (await topicLearningOn(db)) {
      const since = daysBefore(deps.clock(), LEARN_FROM_DAYS);
      const arms = armsOf(allTopics(matrix), taken, await topicResults(db, since));
      const views = arms.reduce((sum, arm) => sum + arm.views, 0);
      learning =
        views < MIN_VIEWS_TO_LEARN
          ? { note: `Topic learning waits for ${MIN_VIEWS_TO_LEARN} page views (${views} so far)` }
          : pickArm(arms, seededRandom(`learn:${runId}`).next);
    }
    const arm = learning && "key" in learning ? learning.key : undefined;
    // Topics whose drafts failed the editor gate lately are passed over like taken ones.
    const setAside = await setAsideSlugs(db, deps.clock());
    const open = (t: Topic) => !setAside.has(t.slug) && (!arm || armOf(t) === arm);
    const topic =
      selectTopic(matrix, taken, hashString(runId), open) ??
      (arm ? selectTopic(matrix, taken, hashString(runId), (t) => !setAside.has(t.slug)) : undefined);
    if (!topic) return refreshStep(allTopics(matrix), await topicPages(db, allTopics(matrix)));
    const why = learning ? ("key" in learning ? learning.reason : learning.note) : undefined;
    return {
      message: why ? `Topic chosen: ${topic.slug}. ${why}` : `Topic chosen: ${topic.slug}`,
      output: {
        topic,
        ...(learning && "key" in learning
          ? { learning: { arm: learning.key, explored: learning.explored, reason: learning.reason } }
          : {}),
      },
    };
  };

/**
 * Every indexable topic has its page: the run writes a new version of the page whose facts most need it (refresh
 * in the output: the later steps update that page instead of adding one), or fails saying there is nothing to do.
 */
function refreshStep(topics: readonly Topic[], pages: Awaited<ReturnType<typeof topicPages>>) {
  const choice = refreshCandidate(topics, pages);
  if (!choice)
    throw new Error(
      "Every indexable topic has its page and every page states its pain point's current facts: add places or pain points to ops/seed/pain-points.json",
    );
  const { topic, page, missing } = choice;
  return {
    message: `Every indexable topic has its page. Refreshing /pages/${page.slug}: ${missing} of its pain point's current facts and warning signs are not on it`,
    output: { topic, refresh: { pageId: page.id, slug: page.slug } },
  };
}
