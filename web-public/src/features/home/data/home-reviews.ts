import type { Review } from "@movebreak/shared/contracts/catalog";

/** The spec's ten static reviews of the home page, five stars each (sections 2 and 9). */
const HOME_REVIEW_COUNT = 10;

/**
 * Which of the site's reviews (the same ones /reviews lists, ops/seed/reviews.json) the home page shows, in order;
 * the first two are featured. Named by id, so a reviewer is the same person, with the same words and face, on
 * both pages.
 */
const HOME_REVIEW_IDS = [
  "review-01",
  "review-02",
  "review-03",
  "review-04",
  "review-06",
  "review-07",
  "review-08",
  "review-10",
  "review-11",
  "review-12",
];

/**
 * The home page's reviews out of all of them: the named ones first, then other five-star ones if an import
 * replaced some, never one under five stars (the home page's reviews show five).
 */
export function pickHomeReviews(reviews: readonly Review[]): Review[] {
  const fiveStar = reviews.filter((review) => review.rating === 5);
  const named = HOME_REVIEW_IDS.flatMap((id) => fiveStar.filter((review) => review.id === id));
  const others = fiveStar.filter((review) => !HOME_REVIEW_IDS.includes(review.id));
  return [...named, ...others].slice(0, HOME_REVIEW_COUNT);
}
