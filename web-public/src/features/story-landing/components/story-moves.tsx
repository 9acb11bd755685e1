import { PreviewVideoCardsIsland } from "@/components/preview-video/preview-video-cards-island";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

export function StoryMoves() {
  return (
    <Section padding="lg" labelledBy="story-moves-heading">
      <SectionHeading
        id="story-moves-heading"
        eyebrow="Chapter three: the exits"
        title="Three one-minute ways out of the chair"
        lead="No gym, no kit, no changing clothes. Watch a preview, then try a whole routine in your browser."
      />
      <div className="mt-12">
        <PreviewVideoCardsIsland />
      </div>
    </Section>
  );
}
