import { CATEGORY_GROUPS } from "@movebreak/shared/categories";
import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { LocationCard } from "@/components/exercise/location-card";
import { useLocationsWithThumbnails } from "../api/get-locations-with-thumbnails";
import { MovementsSkeleton } from "./movements-skeleton";

/** Category groups in their fixed order, each with its locations; empty groups are left out. */
function groupLocations(locations: readonly LocationWithThumbnail[]) {
  const byId = new Map(locations.map((location) => [location.id, location]));
  return CATEGORY_GROUPS.map((group) => ({
    group,
    locations: group.locationIds.flatMap((id) => {
      const location = byId.get(id);
      return location ? [location] : [];
    }),
  })).filter((entry) => entry.locations.length > 0);
}

export function MovementsDirectory() {
  const { data, isPending, isError } = useLocationsWithThumbnails();

  if (isPending) return <MovementsSkeleton />;
  if (isError) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-8 text-center text-ink/80 ring-1 ring-ink/10">
        The movements could not be loaded right now. Please try again in a moment.
      </p>
    );
  }

  return (
    <div className="space-y-16">
      {groupLocations(data).map(({ group, locations }) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
          <h2 id={`${group.id}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-1 text-ink/75">{group.subtitle}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {locations.map((location) => (
              // Drawn near the screen only; its padding (taken back by the margin) leaves room for the card's ring,
              // shadow and hover lift, which the drawing's paint containment would otherwise cut off.
              <li key={location.id} className="near-screen -m-2 p-2">
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
