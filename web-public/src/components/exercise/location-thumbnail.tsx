import { LOCATION_THUMBNAIL_SIZE, shareImagePaths } from "@movebreak/shared/share-images";

/**
 * A location card's picture while the location has no thumbnail of its own: its artwork (its key movement's
 * figure in its place, the same drawing as its page's hero), which the server draws as a 480x360 PNG. An
 * image, not inline SVG (issue 20): ~50 elements less per card for the page to parse, style and lay out, and
 * loaded lazily, below the fold. Sized, so nothing moves when it arrives; decorative: the card's title names it.
 */
export function LocationThumbnail({ slug }: { slug: string }) {
  return (
    <img
      src={shareImagePaths.locationThumbnail(slug)}
      alt=""
      width={LOCATION_THUMBNAIL_SIZE.width}
      height={LOCATION_THUMBNAIL_SIZE.height}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover object-bottom"
    />
  );
}
