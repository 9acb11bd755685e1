import type { PinterestPin } from "@movebreak/shared/contracts/pinterest";
import { RemoteImage } from "@/components/ui/remote-image";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { usePinterestPins } from "../api/get-pinterest-pins";
import { formatDate } from "../utils/format";
import { queryErrorMessage } from "../utils/query-error";

function thumbnailOf(pin: PinterestPin): string | undefined {
  const images = pin.media?.images;
  return images?.["150x150"]?.url ?? Object.values(images ?? {})[0]?.url;
}

/** The account's first 6 pins: thumbnail, title (or 'Untitled Pin') and date. */
export function RecentPins() {
  const pins = usePinterestPins({ enabled: true });
  return (
    <SectionCard title="Recent Pins" description="The latest pins of the connected account.">
      {pins.isPending ? (
        <Spinner label="Loading pins..." showLabel />
      ) : pins.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          The pins could not be loaded: {queryErrorMessage(pins.error)}
        </p>
      ) : pins.data.pins.length === 0 ? (
        <p className="rounded-lg border border-slate-300 border-dashed px-4 py-8 text-center text-slate-600 text-sm">
          No pins yet
        </p>
      ) : (
        <ul aria-label="Recent pins" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {pins.data.pins.slice(0, 6).map((pin) => {
            const title = pin.title?.trim() || "Untitled Pin";
            const thumbnail = thumbnailOf(pin);
            const date = formatDate(pin.created_at);
            return (
              <li key={pin.id} className="min-w-0">
                <article aria-label={title} className="flex h-full flex-col gap-2">
                  <RemoteImage
                    src={thumbnail}
                    alt=""
                    fallbackLabel={`Image of ${title} unavailable`}
                    width={150}
                    height={150}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
                  />
                  <h3 className="line-clamp-2 font-medium text-slate-900 text-sm">{title}</h3>
                  {date ? (
                    <p className="text-slate-500 text-xs">
                      <time dateTime={pin.created_at ?? undefined}>{date}</time>
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
