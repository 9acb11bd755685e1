import { CLAIMS } from "@movebreak/shared/constants";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

/** Decorative stars; the rating itself is given as text next to them. */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span aria-hidden="true" className={`inline-flex gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          aria-hidden="true"
          key={star}
          viewBox="0 0 20 20"
          className={`h-4 w-4 ${star <= rounded ? "fill-amber-400" : "fill-ink/15"}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/** The hero's badge: five stars and the app's rating and user count (the home page and every landing page). */
export function RatingBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-ink/10">
      <StarRating rating={5} />
      <span>
        {CLAIMS.rating} rating from {CLAIMS.users} users
      </span>
    </p>
  );
}
