import type { Review } from "@movebreak/shared/contracts/catalog";
import { StarRating } from "@/components/ui/star-rating";

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="break-inside-avoid rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <div className="flex items-center gap-2">
        <StarRating rating={review.rating} />
        <span className="text-sm font-semibold text-ink/80">{review.rating}/5</span>
      </div>
      <h2 className="mt-3 text-lg font-bold">{review.title}</h2>
      <p className="mt-2 whitespace-pre-line text-ink/80">{review.content}</p>
      <footer className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">By {review.author}</span>
        <span className="text-ink/70">{review.date}</span>
      </footer>
    </article>
  );
}
