import { locationArtworkAlt } from "./demonstrations/location-art";

/**
 * The images the server draws for a page (services/src/share-images): their addresses, size and alt
 * text, read by the pages' heads, the oEmbed answer and the routes themselves.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const LOCATION_HERO_SIZE = { width: 960, height: 720 } as const;
/** A location card's picture (the movements directory, "More Desk Exercises"): the hero's drawing, card-sized. */
export const LOCATION_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

export const shareImagePaths = {
  /**
   * A location's artwork, the hero of its page: with a workout id, that workout's move (the one its routine
   * plays first, so the picture and the player agree); without, the location's key exercise.
   */
  locationHero: (slug: string, workoutId?: string) =>
    workoutId === undefined
      ? `/images/locations/${encodeURIComponent(slug)}.png`
      : `/images/locations/${encodeURIComponent(slug)}/${encodeURIComponent(workoutId)}.png`,
  /** A location's artwork on its card (480x360): the same drawing as its hero, a quarter of the pixels. */
  locationThumbnail: (slug: string) => `/images/thumbnails/locations/${encodeURIComponent(slug)}.png`,
  /** A location page's 1200x630 card. */
  locationCard: (slug: string) => `/images/share/locations/${encodeURIComponent(slug)}.png`,
  /** A shared routine's 1200x630 card. */
  sharedRoutineCard: (key: string) => `/images/share/try/${encodeURIComponent(key)}.png`,
} as const;

/** What a card shows, in words: its title, the brand and the drawing beside them. */
export function shareCardAlt(title: string, brand: string, locationId: string): string {
  return `${title} (${brand}). ${locationArtworkAlt(locationId)}.`;
}
