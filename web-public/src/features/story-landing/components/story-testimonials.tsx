import { CLAIMS } from "@movebreak/shared/constants";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { scrollToTop } from "@/lib/scroll";
import { STORY_TESTIMONIALS } from "../data/story-copy";

export function StoryTestimonials() {
  return (
    <Section padding="lg" labelledBy="story-testimonials-heading">
      <SectionHeading
        id="story-testimonials-heading"
        eyebrow="Chapter five: the escapees"
        title="People who got out of the chair"
        lead={`${CLAIMS.users} users, rated ${CLAIMS.rating} out of 5.`}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {STORY_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={hrefOf("reviews")} onClick={scrollToTop} className={buttonClass("secondary", "md")}>
          Read More Reviews
          <ArrowRightIcon />
        </Link>
      </p>
    </Section>
  );
}
