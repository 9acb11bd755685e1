import { hrefOf } from "@movebreak/shared/public-routes";

export interface NavItem {
  label: string;
  to: string;
}

/** Navigation bar links, in the spec's order. */
export const NAV_LINKS: readonly NavItem[] = [
  { label: "Features", to: hrefOf("features") },
  { label: "Movements", to: hrefOf("movements") },
  { label: "Reviews", to: hrefOf("reviews") },
  { label: "Pricing", to: hrefOf("pricing") },
  { label: "Support", to: hrefOf("support") },
];

/** Footer columns; "Try for Free" opens the store and is added by the footer itself. */
export const FOOTER_PRODUCT_LINKS: readonly NavItem[] = [
  { label: "Features", to: hrefOf("features") },
  { label: "Movements", to: hrefOf("movements") },
  { label: "Reviews", to: hrefOf("reviews") },
  { label: "Pricing", to: hrefOf("pricing") },
];

export const FOOTER_ABOUT_LINKS: readonly NavItem[] = [
  { label: "About", to: hrefOf("about") },
  { label: "Movement Counts", to: hrefOf("anyMovementCounts") },
  { label: "The Chair Trap", to: hrefOf("chairTrap") },
  { label: "App of the Year", to: hrefOf("appOfTheYear") },
];

export const FOOTER_SUPPORT_LINKS: readonly NavItem[] = [
  { label: "Support", to: hrefOf("support") },
  { label: "Terms & Privacy", to: hrefOf("terms") },
];
