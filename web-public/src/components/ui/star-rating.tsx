import { CLAIMS } from "@movebreak/shared/constants";

/** One star in a 20 x 20 box. */
const STAR = "l2.6 5.3 5.9.9-4.3 4.1 1 5.8L{x} 14.9l-5.2 2.7 1-5.8L{x1} 7.7l5.9-.9z";
/** Each star's box is 20 wide with a 2-unit gap (the former gap-0.5 between 16 px stars). */
const STEP = 22;

/** The outline of stars `from` to `to` (1-based), as one path: one element however many stars. */
function starsPath(from: number, to: number): string {
  let d = "";
  for (let star = from; star <= to; star += 1) {
    const x = (star - 1) * STEP + 10;
    d += `M${x} 1.5${STAR.replace("{x}", String(x)).replace("{x1}", String(x - 8.5))}`;
  }
  return d;
}

/**
 * Decorative stars; the rating itself is given as text next to them. One SVG with at most two paths (the lit
 * stars and the rest): the home page shows 11 rows of them, and each element is parsed, styled and laid out.
 */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const lit = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${5 * STEP - 2} 20`}
      className={`inline-block h-4 w-[5.4rem] shrink-0 ${className}`}
    >
      {lit > 0 && <path d={starsPath(1, lit)} className="fill-amber-400" />}
      {lit < 5 && <path d={starsPath(lit + 1, 5)} className="fill-ink/15" />}
    </svg>
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
