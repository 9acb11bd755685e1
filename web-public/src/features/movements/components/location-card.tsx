import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { toTitleCase } from "@movebreak/shared/title-case";
import { Link } from "react-router";
import { scrollToTop } from "@/lib/scroll";
import { locationPath, locationSubtitle } from "../utils/location-display";

function ThumbnailPlaceholder() {
  return (
    <div aria-hidden="true" className="flex h-full w-full items-center justify-center bg-brand-100">
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="h-14 w-14 text-brand-700"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="32" cy="14" r="6" strokeWidth="4" />
        <path
          d="M20 30l12-6 12 6M32 24v16m0 0l-10 14m10-14l10 14"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

export function LocationCard({ location }: { location: LocationWithThumbnail }) {
  return (
    <Link
      to={locationPath(location)}
      onClick={scrollToTop}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition hover:-translate-y-0.5 hover:shadow-md"
    >
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
          <ThumbnailPlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold text-ink group-hover:underline group-hover:underline-offset-4">
          {toTitleCase(location.title)}
        </h3>
        <p className="mt-1 text-sm text-ink/75">{locationSubtitle(location)}</p>
      </div>
    </Link>
  );
}
