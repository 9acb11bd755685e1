import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { ABOUT_TESTIMONIALS } from "../data/about-copy";

export function AboutTestimonials() {
  return (
    <Section look="alternate" padding="lg" labelledBy="about-testimonials-heading">
      <SectionHeading id="about-testimonials-heading" eyebrow="In their words" title="Why people stay" />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {ABOUT_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
