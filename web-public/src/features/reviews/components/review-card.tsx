import type { Review } from "@movebreak/shared/contracts/catalog";
import { PersonAvatar } from "@/components/ui/person-avatar";
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
      <footer className="mt-4 flex items-center gap-3 text-sm">
        <PersonAvatar name={review.author} />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold">By {review.author}</span>
          <span className="text-ink/70">{review.date}</span>
        </span>
      </footer>
    </article>
  );
}
