import { CLAIMS } from "@movebreak/shared/constants";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { AD_TESTIMONIALS } from "../data/ad-copy";

export function AdTestimonials() {
  return (
    <Section look="alternate" padding="lg" labelledBy="ad-testimonials-heading">
      <SectionHeading
        id="ad-testimonials-heading"
        eyebrow={`Rated ${CLAIMS.rating} by ${CLAIMS.users} users`}
        title="“I can't ignore it, and that's the point”"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {AD_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
