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
import { island } from "@/lib/island";

const AwardsIsland = island("awards", Awards);

const HOW_IT_WORKS_ID = "how-it-works";

export function HomeRoute() {
  return (
    <>
      <Hero howItWorksId={HOW_IT_WORKS_ID} />
      <PainPoints />
      <NotYourFault />
      <AppLocking />
      <ThreeSteps id={HOW_IT_WORKS_ID} />
      <DailyGoalActivities />
      <AwardsIsland />
      <ChairTrapLink />
      <HomeReviews />
      <PressQuote />
      <Guarantee />
      <FinalCta />
    </>
  );
}
