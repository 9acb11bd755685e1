import { hrefOf } from "@movebreak/shared/public-routes";
import { ArrowRightIcon } from "@/components/ui/icons";
import { PREVIEW_LOCATIONS } from "./preview-locations";
import { PreviewVideo } from "./preview-video";

/** The Arms Only, Fun Kicks and Hip Pain previews, each leading to the movements directory. */
export function PreviewVideoCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PREVIEW_LOCATIONS.map((location) => (
        <li key={location.id} className="flex flex-col rounded-3xl bg-white p-3 shadow-sm ring-1 ring-ink/10">
          <PreviewVideo locationId={location.id} label={location.label} />
          <div className="flex flex-1 flex-col px-3 pt-5 pb-3">
            <h3 className="text-xl font-bold">{location.label}</h3>
            <p className="mt-2 flex-1 text-ink/75">{location.text}</p>
            <a
              href={hrefOf("movements")}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:text-ink hover:underline"
            >
              Try {location.label} online
              <ArrowRightIcon />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
