/**
 * The product's brand: the only place its name and slug are written.
 * Routes, API paths, embed attributes and the player script name derive from it.
 */
export const BRAND = { name: "Movebreak", slug: "movebreak" } as const;

export const BRAND_PATHS = {
  about: `/about-${BRAND.slug}`,
  appOfTheYear: `/${BRAND.slug}-app-of-the-year`,
  story: `/${BRAND.slug}-0`,
  sharedRoutinesApi: `/api/shared-${BRAND.slug}s`,
  playerScript: `/embed/${BRAND.slug}-player.js`,
} as const;

export const EMBED_ATTRIBUTES = {
  location: `data-${BRAND.slug}-location`,
  width: `data-${BRAND.slug}-width`,
  branding: `data-${BRAND.slug}-branding`,
  autoplay: `data-${BRAND.slug}-autoplay`,
} as const;
