import { PersonAvatar } from "./person-avatar";
import { StarRating } from "./star-rating";

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

/** A five-star quote with its author; static testimonials always carry 5 stars (spec section 9). */
export function TestimonialCard({ testimonial, dark = false }: { testimonial: Testimonial; dark?: boolean }) {
  return (
    <figure
      className={`flex h-full flex-col rounded-3xl p-6 sm:p-8 ${
        dark ? "bg-white/5 ring-1 ring-white/15" : "bg-white shadow-sm ring-1 ring-ink/10"
      }`}
    >
      <StarRating rating={5} />
      <span className="sr-only">5 out of 5 stars</span>
      <blockquote className={`mt-4 flex-1 text-lg text-pretty ${dark ? "text-white/90" : "text-ink/85"}`}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <PersonAvatar name={testimonial.author} />
        <span className="text-sm">
          <span className="block font-bold">{testimonial.author}</span>
          <span className={dark ? "text-white/75" : "text-ink/70"}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
