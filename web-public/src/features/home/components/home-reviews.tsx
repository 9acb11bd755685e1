import { CLAIMS } from "@movebreak/shared/constants";
import type { Review } from "@movebreak/shared/contracts/catalog";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StarRating } from "@/components/ui/star-rating";
import { scrollToTop } from "@/lib/scroll";

/**
 * Ten five-star reviews, the first two featured; the last five only from medium screens up. They are the site's
 * reviews, as /reviews shows them (features/home/data/home-reviews.ts picks them): the same name, words and face.
 */
export function HomeReviews({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <Section padding="lg" labelledBy="home-reviews-heading">
      <SectionHeading
        id="home-reviews-heading"
        eyebrow={`${CLAIMS.rating} out of 5 from ${CLAIMS.users} users`}
        title="People who sit a lot, moving a lot more"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {reviews.map((review, index) => (
          <li
            key={review.id}
            className={`rounded-3xl p-6 ring-1 ${index < 2 ? "bg-brand-50 ring-brand-200 lg:col-span-2 lg:p-8" : "bg-stone-50 ring-ink/5"} ${
              index >= 5 ? "hidden md:block" : ""
            }`}
          >
            <figure>
              <div className="flex items-center gap-2">
                <StarRating rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5 stars</span>
              </div>
              <blockquote className="mt-3">
                <p className={`font-bold ${index < 2 ? "lg:text-xl" : ""}`}>{review.title}</p>
                <p className={`mt-2 text-ink/80 ${index < 2 ? "lg:text-lg" : ""}`}>{review.content}</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm font-semibold text-ink/75">
                <PersonAvatar name={review.author} size={index < 2 ? 48 : 40} />
                {review.author}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to={hrefOf("reviews")}
          onClick={scrollToTop}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink"
        >
          Read more reviews
        </Link>
      </p>
    </Section>
  );
}
