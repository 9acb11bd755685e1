import type { ReactNode } from "react";
import { AppLocking } from "@/features/home/components/app-locking";
import { Awards } from "@/features/home/components/awards";
import { ChairTrapLink } from "@/features/home/components/chair-trap-link";
import { DailyGoalActivities } from "@/features/home/components/daily-goal-activities";
import { FinalCta } from "@/features/home/components/final-cta";
import { Guarantee } from "@/features/home/components/guarantee";
import { Hero } from "@/features/home/components/hero";
import { HomeReviews } from "@/features/home/components/home-reviews";
import { NotYourFault } from "@/features/home/components/not-your-fault";
import { PainPoints } from "@/features/home/components/pain-points";
import { PressQuote } from "@/features/home/components/press-quote";
import { ThreeSteps } from "@/features/home/components/three-steps";
import { pickHomeReviews } from "@/features/home/data/home-reviews";
import { useReviews } from "@/features/reviews/api/get-reviews";
import { island } from "@/lib/island";

const AwardsIsland = island("awards", Awards);

const HOW_IT_WORKS_ID = "how-it-works";

/**
 * A band far below the hero: drawn as it nears the viewport (the `below-fold` utility, styles.css). Only after
 * "See how it works"'s target: a band above it would count as 600 px until drawn, and the smooth scroll to it
 * would end where the guessed heights put it.
 */
function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold">{children}</div>;
}

export function HomeRoute() {
  // The server prefetched them (app/routes.tsx): the home page's reviews are the ones /reviews lists.
  const { data: reviews = [] } = useReviews();
  return (
    <>
      <Hero howItWorksId={HOW_IT_WORKS_ID} />
      <PainPoints />
      <NotYourFault />
      <AppLocking />
      <ThreeSteps id={HOW_IT_WORKS_ID} />
      <BelowFold>
        <DailyGoalActivities />
      </BelowFold>
      <BelowFold>
        <AwardsIsland />
      </BelowFold>
      <BelowFold>
        <ChairTrapLink />
      </BelowFold>
      {/* Drawn with the page: the reviews run taller than an undrawn band's 600 px, so the band after it was laid over
          its "Read more reviews" link, and Lighthouse's contrast audit read the link on that dark band. */}
      <HomeReviews reviews={pickHomeReviews(reviews)} />
      <BelowFold>
        <PressQuote />
      </BelowFold>
      <BelowFold>
        <Guarantee />
      </BelowFold>
      {/* Drawn with the page: an undrawn band's styles are not computed, and Lighthouse's contrast audit then read
          its store button as the browser's default link blue on the dark band (accessibility 95). */}
      <FinalCta />
    </>
  );
}
