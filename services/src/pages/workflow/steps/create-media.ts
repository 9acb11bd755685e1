import { BRAND } from "@movebreak/shared/brand";
import { cap } from "../../generation/text";
import { topicAngle } from "../../generation/topic-fields";
import type { MatchedExercises, Topic } from "../../generation/types";
import { posterLayoutOf, type TopicPosterLayout } from "../../media/topic-media";
import { findPage, saveMedia } from "../../pages-repo";
import { posterKey } from "../../social-posters";
import { type LandingPageStep, need, type PageMedia, type StepContext } from "../step-context";

/** The poster's layout: one of four, by the topic's pain point and place. */
export function posterLayoutFor(topic: Topic): TopicPosterLayout {
  return posterLayoutOf(topic.painPoint.id, topic.context.id);
}

/**
 * Step 6: the hero and the poster show the page's topic (the pain point, the place and angle, the routine's
 * moves), not its headline again; the poster's layout is one of four, chosen by the pain point and place.
 * Stored by the topic's slug (an upsert), so a step run again writes the same two images.
 */
export const createMediaStep =
  ({ deps, db }: StepContext): LandingPageStep<"create_media"> =>
  async ({ outputs, runId }) => {
    const topic = need(outputs, "select_topic", "topic");
    const refresh = outputs.select_topic?.refresh;
    if (refresh) return refreshMedia(topic, refresh.pageId, need(outputs, "match_exercises", "exercises"));
    const media = await renderMedia(topic, need(outputs, "match_exercises", "exercises"));
    return { message: "Hero image (1200x630) and Pinterest poster (1000x1500) rendered", output: { media } };

    /**
     * A new version of a published page: its hero is drawn under an address of this run's own, which the page
     * takes only when the version commits (a run that fails leaves the live page's images as they were); its
     * poster, already pinned, stays.
     */
    async function refreshMedia(topic: Topic, pageId: number, exercises: MatchedExercises) {
      const page = await findPage(db, pageId);
      if (!page) throw new Error(`The page to refresh (#${pageId}) is gone: nothing was drawn`);
      const hero = await deps.cpu.run("topicHero", mediaInput(topic, exercises));
      const heroKey = `hero-${topic.slug}-${runId.slice(0, 8)}`.slice(0, 220);
      await saveMedia(db, heroKey, "image/png", hero);
      const media = {
        heroImageUrl: `${deps.siteUrl}/images/pages/${heroKey}.png`,
        pinterestPosterImg: page.pinterestPosterImg,
      };
      return { message: "Hero image (1200x630) drawn for the new version; the pinned poster stays", output: { media } };
    }

    async function renderMedia(topic: Topic, exercises: MatchedExercises): Promise<PageMedia> {
      const input = mediaInput(topic, exercises);
      const [hero, poster] = await Promise.all([
        deps.cpu.run("topicHero", input),
        deps.cpu.run("topicPoster", { ...input, layout: posterLayoutFor(topic) }),
      ]);
      const heroKey = `hero-${topic.slug}`.slice(0, 220);
      await saveMedia(db, heroKey, "image/png", hero);
      await saveMedia(db, posterKey(topic.slug), "image/png", poster);
      return {
        heroImageUrl: `${deps.siteUrl}/images/pages/${heroKey}.png`,
        pinterestPosterImg: `${deps.siteUrl}/images/pages/${posterKey(topic.slug)}.png`,
      };
    }
  };

/** What the hero and the poster show: the pain point, the place and angle, and up to five moves, counted. */
function mediaInput(topic: Topic, exercises: MatchedExercises) {
  const moves = exercises.locations
    .flatMap((location) => location.workouts.map((workout) => workout.title))
    .slice(0, 5);
  return {
    kicker: cap(topic.painPoint.label),
    title: `${moves.length} ${moves.length === 1 ? "move" : "moves"} for your ${topic.painPoint.area}`,
    place: `${cap(topic.context.phrase)}, ${topicAngle(topic).phrase}`,
    moves,
    brand: BRAND.name,
  };
}
