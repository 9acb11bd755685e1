import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { hrefOf } from "@movebreak/shared/public-routes";
import { routineHeading } from "@movebreak/shared/routine-text";
import { useCallback, useEffect, useRef, useState } from "react";
import { LocationCard } from "@/components/exercise/location-card";
import { ArrowRightIcon, LineIcon } from "@/components/ui/icons";
import { recommendLocations } from "../utils/recommend-locations";

const card =
  "group flex h-full w-60 shrink-0 snap-start flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-md sm:w-64";

function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <LineIcon d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"} className="h-5 w-5" />
  );
}

const arrowButton =
  "flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-ink/15 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

interface MoreLocationsCarouselProps {
  locations: readonly LocationWithThumbnail[];
  /** The page's own location, left out of the cards. */
  currentId: string;
}

/**
 * "More Desk Exercises": up to 5 other routines in a row that scrolls, then a card to all of them. Each card
 * carries the routine's display title (public spec section 2), as its own page's heading reads.
 */
export function MoreLocationsCarousel({ locations, currentId }: MoreLocationsCarouselProps) {
  const others = recommendLocations(locations, currentId);
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <section aria-labelledby="more-desk-exercises">
      <div className="flex items-end justify-between gap-4">
        <h2 id="more-desk-exercises" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          More Desk Exercises
        </h2>
        {/* The arrows scroll with JavaScript only; without it the list still scrolls by itself. */}
        <div className="flex gap-2 noscript:hidden">
          <button
            type="button"
            aria-label="Previous"
            onClick={() => scroll(-1)}
            disabled={edges.atStart}
            className={arrowButton}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            aria-label="Next"
            onClick={() => scroll(1)}
            disabled={edges.atEnd}
            className={arrowButton}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <ul
        ref={listRef}
        onScroll={measure}
        className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 [scrollbar-width:thin] sm:gap-6"
      >
        {others.map((location) => (
          <li key={location.id} className="flex">
            <LocationCard
              location={location}
              title={routineHeading(location.title, { displayTitle: location.displayTitle ?? "" })}
              className={`${card} bg-white ring-ink/10`}
            />
          </li>
        ))}
        <li className="flex">
          <a
            href={hrefOf("movements")}
            className={`${card} justify-center bg-brand-500 p-6 ring-brand-600 hover:bg-brand-400`}
          >
            <span className="text-sm font-bold tracking-wide text-ink/85 uppercase">Explore More</span>
            <span className="mt-2 flex items-center gap-2 text-2xl font-extrabold text-ink">
              View All Exercises
              <ArrowRightIcon className="h-5 w-5" />
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
