import { hrefOf } from "./public-routes";
/**
 * The slug rule of the public spec: lowercase the title, drop every character
 * other than letters, digits, spaces and hyphens, turn spaces into hyphens and
 * collapse repeated hyphens.
 *
 * Decisions (docs/decisions.md): accented letters keep their base letter
 * ("Café" -> "cafe") because NFKD splits the accent off as a non-letter mark;
 * any whitespace counts as a space; leading and trailing hyphens are trimmed so
 * that a slug always passes the admin slug pattern.
 */
export function toSlug(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A location's address slug: its stored slug, or its title's where it has none (the movements cards, the carousel). */
export function locationSlug(location: { slug?: string | null | undefined; title: string }): string {
  return location.slug || toSlug(location.title);
}

/** A location page's address, from locationSlug. */
export function locationPath(location: { slug?: string | null | undefined; title: string }): string {
  return hrefOf("locationRoutine", { slug: locationSlug(location) });
}

/** The admin's allowed slug characters: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
