import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { locationPath, locationSlug } from "@movebreak/shared/slug";
import { locationSubtitle, toTitleCase } from "@movebreak/shared/title-case";
import { LocationThumbnail } from "./location-thumbnail";

const GRID_CARD =
  "group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition hover:-translate-y-0.5 hover:shadow-md";

/**
 * A location's card: its photo (or its drawn thumbnail), title and subtitle, a link to its page. A plain link,
 * not react-router's: the public site navigates by full page loads, and the card is drawn inside an island too
 * (the "More Desk Exercises" carousel), whose chunk should not carry the router.
 */
export function LocationCard({
  location,
  title = toTitleCase(location.title),
  className = GRID_CARD,
}: {
  location: LocationWithThumbnail;
  /** The card's heading: the location's title in title case unless given (the carousel gives display titles). */
  title?: string;
  /** The link's classes; the directory grid's card by default (a carousel sets its own width and snapping). */
  className?: string;
}) {
  return (
    <a href={locationPath(location)} className={className}>
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        {location.thumbnailUrl ? (
          <img
            src={location.thumbnailUrl}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <LocationThumbnail slug={locationSlug(location)} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold text-ink group-hover:underline group-hover:underline-offset-4">{title}</h3>
        <p className="mt-1 text-sm text-ink/75">{locationSubtitle(location)}</p>
      </div>
    </a>
  );
}
