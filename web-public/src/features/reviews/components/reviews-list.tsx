import { useReviews } from "../api/get-reviews";
import { ReviewCard } from "./review-card";

/** Reviews from the server in up to three columns (one on phones). */
export function ReviewsList() {
  const { data: reviews, isPending, isError } = useReviews();

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-lg text-ink/75">
        Loading reviews...
      </p>
    );
  }
  // The spec gives no message for a failed load: show nothing rather than an error.
  if (isError || reviews.length === 0) return null;

  return (
    <ul className="gap-6 sm:columns-2 lg:columns-3">
      {reviews.map((review) => (
        <li key={review.id} className="mb-6 break-inside-avoid">
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
