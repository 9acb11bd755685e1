import { DownloadCta } from "@/components/ui/download-cta";
import { SitGuard } from "@/features/story-landing/components/sit-guard";
import { SittingTimeline } from "@/features/story-landing/components/sitting-timeline";
import { StoryComparison } from "@/features/story-landing/components/story-comparison";
import { StoryHero } from "@/features/story-landing/components/story-hero";
import { StoryMoves } from "@/features/story-landing/components/story-moves";
import { StoryTestimonials } from "@/features/story-landing/components/story-testimonials";

const TIMELINE_ID = "sitting-timeline";

/** /{product}-0: the story landing page. */
export function StoryLandingRoute() {
  return (
    <>
      <StoryHero nextSectionId={TIMELINE_ID} />
      <SittingTimeline id={TIMELINE_ID} />
      <SitGuard />
      <StoryMoves />
      <StoryComparison />
      <StoryTestimonials />
      <DownloadCta
        id="story-download-heading"
        title="The last chapter is yours"
        text="Escape the chair one minute at a time. Try every feature free for 7 days."
      />
    </>
  );
}
