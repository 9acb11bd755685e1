import type { PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import { locationArtworkAlt } from "@movebreak/shared/demonstrations/location-art";
import { hrefOf } from "@movebreak/shared/public-routes";
import { LOCATION_HERO_SIZE, shareImagePaths } from "@movebreak/shared/share-images";
import { toTitleCase } from "@movebreak/shared/title-case";
import { Link, useParams } from "react-router";
import { ArrowRightIcon } from "@/components/ui/icons";
import { useLocationsWithThumbnails } from "@/features/movements/api/get-locations-with-thumbnails";
import { useLocationBySlug } from "@/features/routine/api/get-location-by-slug";
import { useLocationContent } from "@/features/routine/api/get-location-content";
import { useLocationWorkouts } from "@/features/routine/api/get-location-workouts";
import { MoreLocationsCarousel } from "@/features/routine/components/more-locations-carousel";
import { MovesTaught } from "@/features/routine/components/moves-taught";
import { RoutineArticle } from "@/features/routine/components/routine-article";
import { RoutinePlayer } from "@/features/routine/components/routine-player";
import { RoutinePromoCard } from "@/features/routine/components/routine-promo-card";
import {
  RoutineLoadError,
  RoutineLoading,
  RoutineNoSlug,
  RoutineNotFound,
} from "@/features/routine/components/routine-status";
import type { RoutineExercise } from "@/features/routine/routine-machine";
import { pickRoutine } from "@/features/routine/routine-pick";
import { routineDescription, routineHeading, routineSubtitle } from "@/features/routine/utils/routine-display";
import { island } from "@/lib/island";
import { scrollToTop } from "@/lib/scroll";

// The player and the carousel are the page's only interactive parts, islands with the data as props.
const RoutinePlayerIsland = island("routine-player", RoutinePlayer);
const MoreLocationsIsland = island("more-locations", MoreLocationsCarousel);

/**
 * /movements/{slug} and /locations/{slug}. The server has already read the
 * location, its workouts, its content and the carousel's list, so the page
 * renders at once; "Loading exercises..." shows only where one of those reads
 * failed (a failed answer is left out of the cache, dehydrateAnswers).
 */
export function LocationRoutineRoute() {
  const { slug = "" } = useParams();
  if (!slug) return <RoutineNoSlug />;
  // Keyed by slug: moving to another routine starts from a fresh player.
  return <LocationRoutinePage key={slug} slug={slug} />;
}

/** Only what the player reads of a workout goes into the page's props (of its instructions, what it teaches). */
function asExercise({ id, title, videoUrl, instructions }: PlayableWorkout): RoutineExercise {
  if (!instructions) return { id, title, videoUrl };
  const { movement, startingPosition, steps, dose, breathing } = instructions;
  return { id, title, videoUrl, instructions: { movement, startingPosition, steps, dose, breathing } };
}

function LocationRoutinePage({ slug }: { slug: string }) {
  const location = useLocationBySlug(slug);
  const workouts = useLocationWorkouts(slug);
  const content = useLocationContent(slug);
  const others = useLocationsWithThumbnails();

  if (location.isPending || content.isPending) return <RoutineLoading />;
  if (location.isError) return <RoutineLoadError onRetry={() => void location.refetch()} />;
  const found = location.data;
  if (!found || found.workoutCount === 0 || workouts.data === null || workouts.data?.length === 0) {
    return <RoutineNotFound slug={slug} />;
  }
  if (workouts.isError) return <RoutineLoadError onRetry={() => void workouts.refetch()} />;
  // The routine is drawn from the workouts before the player is: it waits for them (else Start would stay off).
  if (workouts.isPending) return <RoutineLoading />;

  // The content is optional: without it (or when its read fails) the page uses its defaults.
  const page = content.data ?? null;
  const locationTitle = toTitleCase(found.title);
  // The routine is drawn here, on the server, and handed to the player as props: the hero shows its first
  // move and the browser plays the same draw (routine-pick.ts says how it stays cacheable).
  const exercises = workouts.data && pickRoutine(found.slug, workouts.data, new Date()).map(asExercise);
  const first = exercises?.[0];

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <RoutinePlayerIsland
          heading={routineHeading(found.title, page)}
          subtitle={routineSubtitle(page)}
          description={routineDescription(page)}
          locationId={found.id}
          locationTitle={locationTitle}
          workoutCount={found.workoutCount}
          exercises={exercises}
          hero={{
            src: shareImagePaths.locationHero(found.slug, first?.id),
            alt: locationArtworkAlt(found.id, first?.title),
            ...LOCATION_HERO_SIZE,
          }}
        />
      </section>

      {workouts.data && <MovesTaught workouts={workouts.data} />}

      {page?.bodyContent && (
        <RoutineArticle html={page.bodyContent} readingTime={page.readingTime} updatedAt={page.updatedAt} />
      )}

      {/* Drawn with the page: taller than an undrawn band's 600 px on a phone, it had the footer laid over its last link
          (Lighthouse's contrast audit read "Back to Movements" on the dark footer). */}
      <div className="mx-auto max-w-6xl space-y-16 px-4 pt-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <RoutinePromoCard />
        {others.data && <MoreLocationsIsland locations={others.data} currentId={found.id} />}
        <p>
          <Link
            to={hrefOf("movements")}
            onClick={scrollToTop}
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline decoration-brand-500 decoration-2 underline-offset-4 hover:text-ink"
          >
            <ArrowRightIcon className="h-4 w-4 rotate-180" />
            Back to Movements
          </Link>
        </p>
      </div>
    </>
  );
}
