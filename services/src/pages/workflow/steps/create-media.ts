import { BRAND } from "@movebreak/shared/brand";
import { cap } from "../../generation/text";
import { topicAngle } from "../../generation/topic-fields";
import type { MatchedExercises, Topic } from "../../generation/types";
import { posterLayoutOf, type TopicPosterLayout } from "../../media/topic-media";
import { saveMedia } from "../../pages-repo";
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
  async ({ outputs }) => {
    const topic = need(outputs, "select_topic", "topic");
    const media = await renderMedia(topic, need(outputs, "match_exercises", "exercises"));
    return { message: "Hero image (1200x630) and Pinterest poster (1000x1500) rendered", output: { media } };

    async function renderMedia(topic: Topic, exercises: MatchedExercises): Promise<PageMedia> {
      // Up to five moves fit a poster; the title counts the ones it shows.
      const moves = exercises.locations
        .flatMap((location) => location.workouts.map((workout) => workout.title))
        .slice(0, 5);
      const angle = topicAngle(topic);
      const input = {
        kicker: cap(topic.painPoint.label),
        title: `${moves.length} ${moves.length === 1 ? "move" : "moves"} for your ${topic.painPoint.area}`,
        place: `${cap(topic.context.phrase)}, ${angle.phrase}`,
        moves,
        brand: BRAND.name,
      };
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
