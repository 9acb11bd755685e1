import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { PreviewVideoCardsIsland } from "@/components/preview-video/preview-video-cards-island";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { scrollToTop } from "@/lib/scroll";

/** What the safety agreement is about, in practice: three routines to preview, and one to try. */
export function TermsPreviews() {
  return (
    <Section look="alternate" padding="lg" labelledBy="terms-previews-heading">
      <SectionHeading
        id="terms-previews-heading"
        eyebrow="Know the moves"
        title="See what you are signing up for"
        lead="The small print is about moves like these: short, gentle and done at your desk. Preview three routines, or try a whole one in your browser."
      />
      <div className="mt-12">
        <PreviewVideoCardsIsland />
      </div>
      <p className="mt-10 text-center">
        <Link to={hrefOf("movements")} onClick={scrollToTop} className={buttonClass("primary", "lg")}>
          Try a move online
          <ArrowRightIcon />
        </Link>
      </p>
    </Section>
  );
}
