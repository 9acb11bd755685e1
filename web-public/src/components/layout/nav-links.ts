import { BRAND_PATHS } from "@movebreak/shared/brand";

export interface NavItem {
  label: string;
  to: string;
}

/** Navigation bar links, in the spec's order. */
export const NAV_LINKS: readonly NavItem[] = [
  { label: "Features", to: "/features" },
  { label: "Movements", to: "/movements" },
  { label: "Reviews", to: "/reviews" },
  { label: "Pricing", to: "/pricing" },
  { label: "Support", to: "/support" },
];

/** Footer columns; "Try for Free" opens the store and is added by the footer itself. */
export const FOOTER_PRODUCT_LINKS: readonly NavItem[] = [
  { label: "Features", to: "/features" },
  { label: "Movements", to: "/movements" },
  { label: "Reviews", to: "/reviews" },
  { label: "Pricing", to: "/pricing" },
];

export const FOOTER_ABOUT_LINKS: readonly NavItem[] = [
  { label: "About", to: BRAND_PATHS.about },
  { label: "Movement Counts", to: "/any-movement-counts" },
  { label: "The Chair Trap", to: "/the-chair-trap" },
  { label: "App of the Year", to: BRAND_PATHS.appOfTheYear },
];

export const FOOTER_SUPPORT_LINKS: readonly NavItem[] = [
  { label: "Support", to: "/support" },
  { label: "Terms & Privacy", to: "/terms" },
];
